// Chat completions as Mistral and OpenAI-compatible servers (GLM, NVIDIA, DeepSeek) send them.
// Shapes follow the zod schemas in @ai-sdk/mistral and @ai-sdk/openai-compatible.
import type { ProviderErrorKind, ToolCallSpec } from './script';
import { argsJson, splitInto, type ErrorResponse, type ReplyContent, type WireContext, type WireFormat } from './wire';

type OpenAIFlavor = 'mistral' | 'openai';

function toolCallId(flavor: OpenAIFlavor, call: ToolCallSpec, ctx: WireContext, i: number): string {
  if (call.id) return call.id;
  // Mistral ids are 9 alphanumeric characters and its API rejects others when they come back.
  return flavor === 'mistral' ? `s${ctx.seq.toString(36)}c${i}`.padEnd(9, '0').slice(0, 9) : `call_sim_${ctx.seq}_${i}`;
}

function usageBody(reply: ReplyContent) {
  const { input, output } = reply.usage;
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output };
}

function finishReason(reply: ReplyContent): string {
  if (reply.filtered) return 'content_filter';
  return reply.toolCalls.length > 0 ? 'tool_calls' : 'stop';
}

/** One reasoning delta as each API streams it: Mistral's `thinking` content part, OpenAI-compatible `reasoning_content`. */
function reasoningDelta(flavor: OpenAIFlavor, t: string, first: boolean): object {
  const role = first ? { role: 'assistant' } : {};
  return flavor === 'mistral'
    ? { ...role, content: [{ type: 'thinking', thinking: [{ type: 'text', text: t }] }] }
    : { ...role, reasoning_content: t };
}

function chunk(ctx: WireContext, delta: object, finish: string | null = null, usage?: object): string {
  const choices = [{ index: 0, delta, finish_reason: finish }];
  return JSON.stringify({
    id: `chatcmpl-sim-${ctx.seq}`,
    object: 'chat.completion.chunk',
    created: ctx.created,
    model: ctx.model,
    choices,
    ...(usage ? { usage } : {}),
  });
}

function streamPayloads(flavor: OpenAIFlavor, reply: ReplyContent, ctx: WireContext): string[] {
  const out = reply.reasoning.map((t, i) => chunk(ctx, reasoningDelta(flavor, t, i === 0)));
  const roleSent = out.length > 0;
  out.push(...reply.text.map((t, i) => chunk(ctx, i === 0 && !roleSent ? { role: 'assistant', content: t } : { content: t })));
  if (!reply.finished) return out;
  const calls = reply.toolCalls.map((c, i) => ({ index: i, id: toolCallId(flavor, c, ctx, i), call: c }));
  if (flavor === 'mistral') {
    // Mistral sends every tool call whole, in the chunk that also carries finish_reason and usage.
    const toolDelta = calls.length
      ? { tool_calls: calls.map(({ index, id, call }) => ({ id, index, function: { name: call.name, arguments: argsJson(call.args) } })) }
      : { content: '' };
    out.push(chunk(ctx, toolDelta, finishReason(reply), usageBody(reply)));
    return out;
  }
  for (const { index, id, call } of calls) {
    out.push(chunk(ctx, { tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of splitInto(argsJson(call.args), 3)) {
      out.push(chunk(ctx, { tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  }
  out.push(chunk(ctx, {}, finishReason(reply), usageBody(reply)));
  return out;
}

function jsonBody(flavor: OpenAIFlavor, reply: ReplyContent, ctx: WireContext): object {
  const content = reply.text.join('');
  const toolCalls = reply.toolCalls.map((c, i) => ({
    id: toolCallId(flavor, c, ctx, i),
    type: 'function',
    function: { name: c.name, arguments: argsJson(c.args) },
  }));
  const message = {
    role: 'assistant',
    content: content === '' && toolCalls.length > 0 ? null : content,
    ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
  };
  return {
    id: `chatcmpl-sim-${ctx.seq}`,
    object: 'chat.completion',
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, message, finish_reason: finishReason(reply) }],
    usage: usageBody(reply),
  };
}

function mistralError(message: string, type: string, code: string | null) {
  return { object: 'error', message, type, param: null, code };
}

function openaiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

// The words each API uses (Mistral's from its public error codes; OpenAI's as its API sends them).
const REQUEST_ERRORS = {
  context: {
    mistral: ['Prompt contains 40960 tokens and 0 draft tokens, too large for model with 32768 maximum context length', 'invalid_request_invalid_args', '3051'],
    openai: ["This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens. Please reduce the length of the messages.", 'invalid_request_error', 'context_length_exceeded'],
  },
  schema: {
    mistral: ['Invalid response_format: the JSON schema is not supported', 'invalid_request_error', '3001'],
    openai: ["Invalid schema for response_format 'answer': In context=(), 'required' is required to be supplied", 'invalid_request_error', null],
  },
  prefill: {
    mistral: ['Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant', 'invalid_request_message_order', '3230'],
    openai: ['The last message must be from the user or a tool', 'invalid_request_error', null],
  },
  policy: {
    mistral: ['Your request was blocked by the content moderation policy', 'invalid_request_error', 'content_policy_violation'],
    openai: ['Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.', 'invalid_request_error', 'content_policy_violation'],
  },
} as const;

function errorResponse(flavor: OpenAIFlavor, kind: ProviderErrorKind, message?: string, retryAfter?: number): ErrorResponse {
  const headers = retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) };
  const m = flavor === 'mistral';
  switch (kind) {
    case 'context':
    case 'schema':
    case 'prefill':
    case 'policy': {
      const [msg, type, code] = REQUEST_ERRORS[kind][flavor];
      return { status: 400, body: m ? mistralError(message ?? msg, type, code) : openaiError(message ?? msg, type, code) };
    }
    case 'quota': {
      const msg = message ?? (m ? 'Requests rate limit exceeded' : 'Rate limit reached for requests');
      return { status: 429, headers, body: m ? mistralError(msg, 'rate_limited', '1300') : openaiError(msg, 'rate_limit_exceeded', 'rate_limit_exceeded') };
    }
    case 'auth':
      // Mistral's real 401 body does not match its error schema, so the SDK falls back to statusText.
      return { status: 401, body: m ? { message: message ?? 'Unauthorized', request_id: 'sim' } : openaiError(message ?? 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key') };
    case 'server':
    case 'unscripted': {
      const msg = message ?? 'Internal server error';
      return { status: 500, headers, body: m ? mistralError(msg, 'internal_server_error', null) : openaiError(msg, 'server_error', null) };
    }
  }
}

const MISTRAL_ID = /^[a-zA-Z0-9]{9}$/;

/** Mistral refuses (400, code 3280) any tool-call id sent back that is not 9 alphanumerics. */
function mistralRejects(body: unknown): ErrorResponse | undefined {
  const messages = (body as { messages?: { tool_calls?: { id?: string }[]; tool_call_id?: string }[] })?.messages ?? [];
  const ids = messages.flatMap((m) => [...(m.tool_calls ?? []).map((c) => c.id), ...(m.tool_call_id === undefined ? [] : [m.tool_call_id])]);
  const bad = ids.find((id) => typeof id !== 'string' || !MISTRAL_ID.test(id));
  if (bad === undefined) return undefined;
  return { status: 400, body: mistralError(`Tool call id was ${bad} but must be a-z, A-Z, 0-9, with a length of 9.`, 'invalid_function_call', '3280') };
}

export function openAIWire(flavor: OpenAIFlavor): WireFormat {
  return {
    streamPayloads: (reply, ctx) => streamPayloads(flavor, reply, ctx),
    doneMarker: '[DONE]',
    eventEnd: '\n\n',
    jsonBody: (reply, ctx) => jsonBody(flavor, reply, ctx),
    inBandError: (message) => (flavor === 'mistral' ? mistralError(message, 'internal_server_error', null) : openaiError(message, 'server_error', null)),
    errorResponse: (kind, message, retryAfter) => errorResponse(flavor, kind, message, retryAfter),
    refusal: () => errorResponse(flavor, 'policy'),
    malformedPayload: '{"id":"chatcmpl-sim","choices":[{"delta":{"content":"unterminated',
    ...(flavor === 'mistral' ? { rejectRequest: mistralRejects } : {}),
  };
}
