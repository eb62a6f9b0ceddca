// generateContent / streamGenerateContent?alt=sse as the Gemini API (v1beta) sends them.
// Shapes follow the zod schemas in @ai-sdk/google.
import type { ProviderErrorKind } from './script';
import type { ErrorResponse, ReplyContent, WireContext, WireFormat } from './wire';

type Part = { text: string; thought?: boolean } | { functionCall: { id?: string; name: string; args: unknown } };

function usageMetadata(reply: ReplyContent) {
  const { input, output } = reply.usage;
  return { promptTokenCount: input, candidatesTokenCount: output, totalTokenCount: input + output };
}

function functionCallParts(reply: ReplyContent): Part[] {
  return reply.toolCalls.map((c) => ({
    functionCall: { ...(c.id ? { id: c.id } : {}), name: c.name, args: c.args ?? {} },
  }));
}

function response(ctx: WireContext, parts: Part[], finishReason?: string, usage?: object): object {
  const candidate = { content: { parts, role: 'model' }, ...(finishReason ? { finishReason } : {}), index: 0 };
  return {
    candidates: [candidate],
    ...(usage ? { usageMetadata: usage } : {}),
    modelVersion: ctx.model,
    responseId: `sim-${ctx.seq}`,
  };
}

const SAFETY_RATINGS = [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }];

function streamPayloads(reply: ReplyContent, ctx: WireContext): string[] {
  const thoughts = reply.reasoning.map((t) => JSON.stringify(response(ctx, [{ text: t, thought: true }])));
  const textEvents: Part[][] = reply.text.map((t) => [{ text: t }]);
  if (!reply.finished) return [...thoughts, ...textEvents.map((parts) => JSON.stringify(response(ctx, parts)))];
  if (reply.filtered && textEvents.length === 0) {
    // A candidate stopped by the safety filter before any text: no content, finishReason SAFETY.
    const candidate = { finishReason: 'SAFETY', index: 0, safetyRatings: SAFETY_RATINGS };
    return [...thoughts, JSON.stringify({ candidates: [candidate], usageMetadata: usageMetadata(reply), modelVersion: ctx.model, responseId: `sim-${ctx.seq}` })];
  }
  // Gemini puts finishReason (always STOP, even for function calls) and usage on the last event,
  // and sends function calls whole.
  const calls = functionCallParts(reply);
  const last = calls.length > 0 ? calls : (textEvents.pop() ?? [{ text: '' }]);
  const events = [...thoughts, ...textEvents.map((parts) => JSON.stringify(response(ctx, parts)))];
  events.push(JSON.stringify(response(ctx, last, reply.filtered ? 'SAFETY' : 'STOP', usageMetadata(reply))));
  return events;
}

/** How Gemini blocks a prompt: a 200 with `promptFeedback.blockReason` and no candidates. */
function refusal(ctx: WireContext) {
  const body = {
    promptFeedback: { blockReason: 'SAFETY', safetyRatings: SAFETY_RATINGS },
    usageMetadata: { promptTokenCount: 8, totalTokenCount: 8 },
    modelVersion: ctx.model,
    responseId: `sim-${ctx.seq}`,
  };
  return { events: [JSON.stringify(body)], body };
}

function jsonBody(reply: ReplyContent, ctx: WireContext): object {
  const joined = reply.text.join('');
  const parts: Part[] = [...(joined ? [{ text: joined }] : []), ...functionCallParts(reply)];
  return response(ctx, parts.length ? parts : [{ text: '' }], 'STOP', usageMetadata(reply));
}

function googleError(code: number, message: string, status: string, details?: object[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

function errorResponse(kind: ProviderErrorKind, message?: string, retryAfter?: number): ErrorResponse {
  const headers = retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) };
  switch (kind) {
    case 'quota': {
      const retryInfo = { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter ?? 37}s` };
      return { status: 429, headers, body: googleError(429, message ?? 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED', [retryInfo]) };
    }
    case 'auth': {
      // Gemini answers a bad key with 400 INVALID_ARGUMENT, not 401.
      const info = { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' };
      return { status: 400, body: googleError(400, message ?? 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [info]) };
    }
    case 'server':
    case 'unscripted':
      return { status: 500, headers, body: googleError(500, message ?? 'An internal error has occurred.', 'INTERNAL') };
    case 'context':
      return { status: 400, body: googleError(400, message ?? 'The input token count (1048577) exceeds the maximum number of tokens allowed (1048576).', 'INVALID_ARGUMENT') };
    case 'schema':
      return { status: 400, body: googleError(400, message ?? '* GenerateContentRequest.generation_config.response_schema.properties: should be non-empty for OBJECT type', 'INVALID_ARGUMENT') };
    case 'prefill':
      return { status: 400, body: googleError(400, message ?? 'Please ensure that multiturn requests alternate between user and model.', 'INVALID_ARGUMENT') };
    case 'policy':
      // Gemini does not refuse with an HTTP error; refusal() sends its promptFeedback block.
      throw new Error('provider-sim: Gemini has no HTTP content refusal; script refusal()');
  }
}

export const geminiWire: WireFormat = {
  streamPayloads,
  eventEnd: '\r\n\r\n',
  jsonBody,
  inBandError: (message) => googleError(500, message, 'INTERNAL'),
  errorResponse,
  refusal,
  malformedPayload: '{"candidates":[{"content":{"parts":[{"text":"unterminated',
};
