import type { AgentErrorCode, AgentEvent } from '../../../core/ai/agent/events';
import type { Segment } from '../../../core/ai/agent/segments';
import { apiError } from './api';
import { authedFetch, type Auth, type FetchLike } from './auth';
import { createAgentEventDecoder } from './sse';

export interface TurnInput {
  message: string;
  /** The page the person is on, e.g. "/habits" (A7: injected for disambiguation). */
  page?: string;
  /** The routine entry open in Focus Mode, where there is one. */
  focusEntryId?: string;
}

/**
 * Server codes (the stream's `error` event, or a JSON refusal before the stream: both end up
 * here with the same code) plus the client's own: INVALID_EVENT (an event broke the contract),
 * NETWORK (no connection, or it dropped), STREAM_ENDED (closed without `done` or `error`).
 */
export type TurnErrorCode = AgentErrorCode | 'INVALID_EVENT' | 'NETWORK' | 'STREAM_ENDED' | 'UNAUTHORIZED' | 'VALIDATION_FAILED' | 'NOT_FOUND' | (string & {});

export type TurnResult =
  | { kind: 'done'; messageId: string; segments: Segment[] }
  | { kind: 'error'; code: TurnErrorCode; message: string; status?: number; retryAfterS?: number }
  | { kind: 'aborted' };

export interface AgentStreamOptions {
  baseUrl: string;
  /** Live auth header and the shared single-flight refresh. */
  auth: Auth;
  /** Pluggable (Expo's on mobile); it must expose `response.body` as a ReadableStream. */
  fetch?: FetchLike;
  chatId: string;
  input: TurnInput;
  /** Every valid event, in order, the final `done`/`error` included. Never called after abort. */
  onEvent?(event: AgentEvent): void;
  signal?: AbortSignal;
}

export interface AgentStream {
  /** Stops reading and closes the request (the server then frees the stream slot). */
  abort(): void;
  /** Always resolves, never rejects: how the turn ended. */
  readonly result: Promise<TurnResult>;
}

const aborted: TurnResult = { kind: 'aborted' };

/** POST a message to the agent and follow its event stream (CONTRACT "The agent's event stream"). */
export function streamAgentTurn(opts: AgentStreamOptions): AgentStream {
  const controller = new AbortController();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const signal = controller.signal;

  async function run(): Promise<TurnResult> {
    let res: Response;
    try {
      res = await authedFetch(opts.auth, doFetch, `${opts.baseUrl}/ai/agent/chats/${encodeURIComponent(opts.chatId)}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(opts.input),
        signal,
      });
    } catch {
      return signal.aborted ? aborted : { kind: 'error', code: 'NETWORK', message: 'Could not reach the assistant. Check your connection and try again.' };
    }
    if (!res.ok) {
      // Refusals before any model call (400, 404, 429 TOO_MANY_STREAMS / RATE_LIMITED) are JSON.
      const e = await apiError(res);
      return { kind: 'error', code: e.code, message: e.message, status: res.status, retryAfterS: e.retryAfterS };
    }
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
      return { kind: 'error', code: 'INVALID_EVENT', message: 'The server did not answer with an event stream.' };
    }

    let end: TurnResult | undefined;
    const decoder = createAgentEventDecoder({
      onEvent(e) {
        if (end || signal.aborted) return; // the server closes after done/error; ignore any tail
        opts.onEvent?.(e);
        if (e.event === 'done') end = { kind: 'done', messageId: e.data.messageId, segments: e.data.segments };
        else if (e.event === 'error') end = { kind: 'error', code: e.data.code, message: e.data.message };
      },
      onInvalid(reason) {
        end ??= { kind: 'error', code: 'INVALID_EVENT', message: `The assistant sent something unreadable (${reason}).` };
      },
    });
    const reader = res.body.getReader();
    try {
      while (!end) {
        const { done, value } = await reader.read();
        if (done) {
          decoder.end();
          break;
        }
        decoder.push(value);
      }
    } catch {
      if (signal.aborted) return aborted;
      return end ?? { kind: 'error', code: 'NETWORK', message: 'The connection dropped while the answer was streaming.' };
    }
    if (signal.aborted && end?.kind !== 'done') return aborted;
    // Stop reading what we will not use (an invalid event ends the turn for the client).
    void reader.cancel().catch(() => undefined);
    return end ?? { kind: 'error', code: 'STREAM_ENDED', message: 'The answer stopped before it finished.' };
  }

  return { abort: () => controller.abort(), result: run() };
}
