// generateContent / streamGenerateContent?alt=sse as the Gemini API (v1beta) sends them.
// Shapes follow the zod schemas in @ai-sdk/google.
import type { ProviderErrorKind } from './script';
import type { ErrorResponse, ReplyContent, WireContext, WireFormat } from './wire';

type Part = { text: string } | { functionCall: { id?: string; name: string; args: unknown } };

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

function streamPayloads(reply: ReplyContent, ctx: WireContext): string[] {
  const textEvents: Part[][] = reply.text.map((t) => [{ text: t }]);
  if (!reply.finished) return textEvents.map((parts) => JSON.stringify(response(ctx, parts)));
  // Gemini puts finishReason (always STOP, even for function calls) and usage on the last event,
  // and sends function calls whole.
  const calls = functionCallParts(reply);
  const last = calls.length > 0 ? calls : (textEvents.pop() ?? [{ text: '' }]);
  const events = textEvents.map((parts) => JSON.stringify(response(ctx, parts)));
  events.push(JSON.stringify(response(ctx, last, 'STOP', usageMetadata(reply))));
  return events;
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
  }
}

export const geminiWire: WireFormat = {
  streamPayloads,
  eventEnd: '\r\n\r\n',
  jsonBody,
  inBandError: (message) => googleError(500, message, 'INTERNAL'),
  errorResponse,
  malformedPayload: '{"candidates":[{"content":{"parts":[{"text":"unterminated',
};
