import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import { describe, expect, test } from 'vitest';
import { ChainRefusedError, classifyLlmError, describeLlmError, FirstByteTimeoutError, StreamIdleError } from '../../../core/ai/chain';
import { providerWaitMs, providerWaitS } from '../../../core/ai/chain/retry-hint';

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

const CASES: [string, unknown, 'RATE_LIMIT' | 'TRANSIENT' | 'FATAL' | 'REQUEST' | 'REFUSED'][] = [
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
  ['idle after output', new StreamIdleError('mistral', 20_000), 'TRANSIENT'],
  // The request's fault (issue 31): fails over, cools nothing. Each provider's own words.
  ['mistral context length', api(400, 'Prompt contains 40960 tokens and 0 draft tokens, too large for model with 32768 maximum context length', { responseBody: body({ object: 'error', message: 'Prompt contains 40960 tokens …', type: 'invalid_request_invalid_args', param: null, code: '3051' }) }), 'REQUEST'],
  ['openai-compatible context_length_exceeded', api(400, "This model's maximum context length is 8192 tokens.", { responseBody: body({ error: { message: 'x', type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } }) }), 'REQUEST'],
  ['gemini input token count', api(400, 'The input token count (1048577) exceeds the maximum number of tokens allowed (1048576).'), 'REQUEST'],
  ['a context length that mentions 429 tokens is not a rate limit', api(400, 'Prompt contains 429 tokens, too large for model with 128 maximum context length'), 'REQUEST'],
  ['413 payload too large', api(413, 'Payload Too Large'), 'REQUEST'],
  ['mistral tool-call id (3280)', api(400, 'Tool call id was call_1 but must be a-z, A-Z, 0-9, with a length of 9.'), 'REQUEST'],
  ['a rejected schema', api(400, "Invalid schema for response_format 'answer'"), 'REQUEST'],
  ['a rejected prefill', api(400, 'Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant'), 'REQUEST'],
  ['422 unprocessable', api(422, 'Unprocessable Entity'), 'REQUEST'],
  // A content refusal: the chain stops, cools nothing.
  ['openai content_policy_violation', api(400, 'Your request was rejected as a result of our safety system.', { responseBody: body({ error: { message: 'x', type: 'invalid_request_error', param: null, code: 'content_policy_violation' } }) }), 'REFUSED'],
  ['azure-style content_filter', api(400, 'The response was filtered', { responseBody: body({ error: { code: 'content_filter', message: "…content management policy…", innererror: { code: 'ResponsibleAIPolicyViolation' } } }) }), 'REFUSED'],
  ['in-band content_filter object', { message: 'filtered', type: 'invalid_request_error', code: 'content_filter' }, 'REFUSED'],
  ['a refusal finish (chain)', new ChainRefusedError('gemini', 'gemini-2.5-flash'), 'REFUSED'],
  ['a 5xx that mentions a content filter is still the provider\'s', api(503, 'content filter service unavailable'), 'TRANSIENT'],
  // Fatal for this link (still fails over, short cooldown).
  ['gemini bad key (400)', api(400, 'API key not valid. Please pass a valid API key.'), 'FATAL'],
  ['gemini bad key (400, reason in the body)', api(400, 'Bad Request', { responseBody: body({ error: { code: 400, status: 'INVALID_ARGUMENT', details: [{ reason: 'API_KEY_INVALID' }] } }) }), 'FATAL'],
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
    ['Retry-After: 0 is no hint', api(429, 'x', { responseHeaders: { 'retry-after': '0' } }), undefined],
    ['Gemini RetryInfo in the body', api(429, 'x', { responseBody: body({ error: { code: 429, details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '37s' }] } }) }), 37],
    ['the longer of header and body', api(429, 'x', { responseHeaders: { 'retry-after': '10' }, responseBody: body({ error: { details: [{ retryDelay: '45.5s' }] } }) }), 46],
    ['capped at an hour', api(429, 'x', { responseHeaders: { 'retry-after': '86400' } }), 3600],
    ['nothing said', api(429, 'x'), undefined],
    ['not an API error', new Error('x'), undefined],
  ])('%s', (_name, err, expected) => {
    expect(providerWaitS(err, now)).toBe(expected);
  });
});

describe('providerWaitMs (the hint unrounded, for the short wait)', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  test.each([
    ['retry-after-ms 1500', api(429, 'x', { responseHeaders: { 'retry-after-ms': '1500' } }), 1500],
    ['Retry-After 2', api(429, 'x', { responseHeaders: { 'retry-after': '2' } }), 2000],
    ['retryDelay 0.75s', api(429, 'x', { responseBody: body({ error: { details: [{ retryDelay: '0.75s' }] } }) }), 750],
    ['none', api(500, 'x'), undefined],
  ])('%s', (_name, err, expected) => {
    expect(providerWaitMs(err, now)).toBe(expected);
  });
});
