import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import { describe, expect, test } from 'vitest';
import { classifyLlmError, describeLlmError, FirstByteTimeoutError } from '../../../core/ai/chain';
import { providerWaitS } from '../../../core/ai/chain/retry-hint';

// C8: typed statuses AND sniffed messages, over the shapes each SDK really produces
// (observed against the provider simulator, tests/unit/provider-sim/errors.test.ts).
const URL_ = 'https://provider.test/v1/chat/completions';
function api(statusCode: number | undefined, message: string, extra: Partial<ConstructorParameters<typeof APICallError>[0]> = {}) {
  return new APICallError({
    message, url: URL_, requestBodyValues: { messages: [{ role: 'user', content: 'the prompt' }] },
    statusCode, isRetryable: statusCode === undefined || statusCode === 429 || statusCode >= 500, ...extra,
  });
}
const body = (o: object) => JSON.stringify(o);
const socketCut = () => {
  const cause = Object.assign(new TypeError('terminated'), { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
  return api(undefined, 'Failed to process successful response', { cause });
};

const CASES: [string, unknown, 'RATE_LIMIT' | 'TRANSIENT' | 'FATAL'][] = [
  // Typed statuses, with each SDK's real message.
  ['mistral 429', api(429, 'Requests rate limit exceeded', { responseBody: body({ object: 'error', message: 'Requests rate limit exceeded', type: 'rate_limited', param: null, code: '1300' }) }), 'RATE_LIMIT'],
  ['gemini 429', api(429, 'Resource has been exhausted (e.g. check quota).'), 'RATE_LIMIT'],
  ['openai-compatible 429', api(429, 'Rate limit reached for requests'), 'RATE_LIMIT'],
  ['deepseek 402', api(402, 'Insufficient Balance'), 'RATE_LIMIT'],
  ['429 with only a status text', api(429, 'Too Many Requests'), 'RATE_LIMIT'],
  // Sniffed: the status alone would say something else.
  ['400 whose body names the quota', api(400, 'Bad Request', { responseBody: body({ error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } }) }), 'RATE_LIMIT'],
  ['403 payment_required', api(403, 'payment_required: add credits to continue'), 'RATE_LIMIT'],
  ['500 resource exhausted', api(500, 'RESOURCE_EXHAUSTED'), 'RATE_LIMIT'],
  ['no status, message says 429', new Error('Request failed with status code 429'), 'RATE_LIMIT'],
  ['plain string', 'rate limit hit', 'RATE_LIMIT'],
  // In-band errors as each SDK surfaces them (200 stream, error event).
  ['openai-compatible in-band object', { message: 'model exploded', type: 'server_error', param: null, code: null }, 'TRANSIENT'],
  ['openai-compatible in-band rate limit', { message: 'Rate limit reached for requests', type: 'requests', param: null, code: 'rate_limit_exceeded' }, 'RATE_LIMIT'],
  ['openai-compatible in-band balance (GLM style)', { error: { code: '1113', message: 'Insufficient balance or no resource package' } }, 'RATE_LIMIT'],
  ['gemini in-band 500', api(500, 'model exploded'), 'TRANSIENT'],
  ['mistral in-band (schema rejects the error chunk)', new TypeValidationError({ value: { object: 'error', message: 'Requests rate limit exceeded', type: 'rate_limited', code: '1300' }, cause: new Error('invalid') }), 'RATE_LIMIT'],
  ['mistral in-band internal error', new TypeValidationError({ value: { object: 'error', message: 'Internal error', type: 'internal_server_error', code: null }, cause: new Error('invalid') }), 'TRANSIENT'],
  ['malformed chunk', new JSONParseError({ text: '{"choices":[{"delta":{"content":"unterm', cause: new SyntaxError('Unexpected end') }), 'TRANSIENT'],
  // Transient by status or by nature.
  ['500', api(500, 'Internal server error'), 'TRANSIENT'],
  ['503 html body', api(503, 'Service Unavailable', { responseBody: '<html>bad gateway</html>' }), 'TRANSIENT'],
  ['504', api(504, 'Gateway Timeout'), 'TRANSIENT'],
  ['408', api(408, 'Request Timeout'), 'TRANSIENT'],
  ['connection refused', api(undefined, 'Cannot connect to API: connect ECONNREFUSED 127.0.0.1:9', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }), 'TRANSIENT'],
  ['cut after output (UND_ERR_SOCKET)', socketCut(), 'TRANSIENT'],
  ['fetch timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 'TRANSIENT'],
  ['first-byte timeout', new FirstByteTimeoutError('mistral', 20_000), 'TRANSIENT'],
  ['unknown', new Error('something odd'), 'TRANSIENT'],
  // Fatal for this link (still fails over, short cooldown).
  ['gemini bad key (400)', api(400, 'API key not valid. Please pass a valid API key.'), 'FATAL'],
  ['401', api(401, 'Unauthorized'), 'FATAL'],
  ['403', api(403, 'Forbidden'), 'FATAL'],
  ['404 unknown model', api(404, 'The model `mistral-huge` does not exist'), 'FATAL'],
];

describe('classifyLlmError', () => {
  test.each(CASES)('%s', (_name, err, expected) => {
    expect(classifyLlmError(err)).toBe(expected);
  });

  test('reports the status it found, typed or in-band', () => {
    expect(describeLlmError(api(402, 'Insufficient Balance'))).toEqual({ class: 'RATE_LIMIT', status: 402 });
    expect(describeLlmError({ error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } })).toEqual({ class: 'TRANSIENT', status: 503 });
    expect(describeLlmError(socketCut())).toEqual({ class: 'TRANSIENT', status: undefined });
  });
});

describe('providerWaitS', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  test.each([
    ['Retry-After seconds', api(429, 'x', { responseHeaders: { 'retry-after': '120' } }), 120],
    ['Retry-After as an HTTP date', api(503, 'x', { responseHeaders: { 'retry-after': 'Sun, 29 Nov 2026 12:01:30 GMT' } }), 90],
    ['retry-after-ms', api(429, 'x', { responseHeaders: { 'retry-after-ms': '1500' } }), 2],
    ['Gemini RetryInfo in the body', api(429, 'x', { responseBody: body({ error: { code: 429, details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '37s' }] } }) }), 37],
    ['the longer of header and body', api(429, 'x', { responseHeaders: { 'retry-after': '10' }, responseBody: body({ error: { details: [{ retryDelay: '45.5s' }] } }) }), 46],
    ['capped at an hour', api(429, 'x', { responseHeaders: { 'retry-after': '86400' } }), 3600],
    ['nothing said', api(429, 'x'), undefined],
    ['not an API error', new Error('x'), undefined],
  ])('%s', (_name, err, expected) => {
    expect(providerWaitS(err, now)).toBe(expected);
  });
});
