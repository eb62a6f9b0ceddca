import { APICallError, generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  cutAfter, inBandError, malformedChunk, quota429, serverError, startProviderSim, status, unauthorized,
  type ProviderSim,
} from '../../support/provider-sim';
import { PROTOCOLS, drain } from './models';

let sim: ProviderSim;
beforeAll(async () => { sim = await startProviderSim(); });
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const QUOTA_MESSAGE = { mistral: 'Requests rate limit exceeded', glm: 'Rate limit reached for requests', gemini: 'Resource has been exhausted (e.g. check quota).' };

describe.each(PROTOCOLS)('$link errors', (p) => {
  const stream = () => streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} });

  test('a 429 is an error part carrying an APICallError, not a throw', async () => {
    sim.script(p.link, quota429({ retryAfterSeconds: 12 }));
    const { errors, thrown, text } = await drain(stream().fullStream);

    expect(thrown).toBeUndefined();
    expect(text).toBe('');
    expect(errors).toHaveLength(1);
    const error = errors[0];
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 429, message: QUOTA_MESSAGE[p.link], isRetryable: true });
    expect((error as APICallError).responseHeaders?.['retry-after']).toBe('12');
  });

  test('generateText throws the 429 as APICallError', async () => {
    sim.script(p.link, quota429());
    await expect(generateText({ model: p.model(sim), prompt: 'x', maxRetries: 0 })).rejects.toMatchObject({
      statusCode: 429, message: QUOTA_MESSAGE[p.link],
    });
  });

  test('server and auth errors carry the provider status', async () => {
    sim.script(p.link, serverError('overloaded'), unauthorized());
    const first = await drain(stream().fullStream);
    const second = await drain(stream().fullStream);

    expect(first.errors[0]).toMatchObject({ statusCode: 500, message: 'overloaded' });
    expect(second.errors[0]).toMatchObject({ statusCode: p.link === 'gemini' ? 400 : 401 });
  });

  test('a cut after output began THROWS from the for-await, with no finish', async () => {
    sim.script(p.link, cutAfter(['one ', 'two ', 'three'], 2));
    const { thrown, text, parts } = await drain(stream().fullStream);

    expect(text).toBe('one two ');
    expect(APICallError.isInstance(thrown)).toBe(true);
    expect((thrown as Error).message).toBe('Failed to process successful response');
    // undici: TypeError "terminated" whose cause is the socket error.
    expect(((thrown as Error).cause as Error).cause).toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(parts.some((x) => x.type === 'finish')).toBe(false);
  });

  test('a malformed first chunk is an error part; the stream then goes on', async () => {
    sim.script(p.link, malformedChunk(['after']));
    const { errors, thrown, text } = await drain(stream().fullStream);

    expect(thrown).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toBe('AI_JSONParseError');
    expect(text).toBe('after');
  });

  test('an in-band error in a 200 stream is an error part', async () => {
    sim.script(p.link, inBandError('model exploded'));
    const { errors, thrown, text, parts } = await drain(stream().fullStream);

    expect(thrown).toBeUndefined();
    expect(text).toBe('');
    expect(errors).toHaveLength(1);
    // Google builds an APICallError; openai-compatible passes the raw error object on (not an
    // Error instance); Mistral has no in-band error shape, so its chunk schema rejects it.
    if (p.link === 'gemini') expect(errors[0]).toMatchObject({ statusCode: 500, message: 'model exploded' });
    if (p.link === 'glm') expect(errors[0]).toEqual({ message: 'model exploded', type: 'server_error', param: null, code: null });
    if (p.link === 'mistral') expect((errors[0] as Error).name).toBe('AI_TypeValidationError');
    const finish = parts.find((x) => x.type === 'finish');
    expect(finish?.type === 'finish' && finish.finishReason).toBe(p.link === 'mistral' ? 'other' : 'error');
  });
});

test('status() sends any body and headers verbatim', async () => {
  const p = PROTOCOLS[1]!;
  sim.script(p.link, status(503, '<html>bad gateway</html>', { 'content-type': 'text/html', 'retry-after': '3' }));
  const { errors } = await drain(streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);

  // A body that is not the provider's error JSON leaves only the HTTP status text as message.
  expect(errors[0]).toMatchObject({ statusCode: 503, message: 'Service Unavailable', responseBody: '<html>bad gateway</html>' });
});
