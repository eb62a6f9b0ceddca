import type { AgentErrorCode, AgentEvent, ServedBy } from '../../../core/ai/agent/protocol/events';
import type { Segment } from '../../../core/ai/agent/protocol/segments';
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
 * NETWORK (no connection, and resuming did not bring it back), STREAM_ENDED (closed without
 * `done` or `error`, and resuming did not finish it).
 */
export type TurnErrorCode = AgentErrorCode | 'INVALID_EVENT' | 'NETWORK' | 'STREAM_ENDED' | 'UNAUTHORIZED' | 'VALIDATION_FAILED' | 'NOT_FOUND' | (string & {});

/** What an `approval_required` event asks (A7): the server's summary of a change waiting for the person. */
export type ApprovalRequest = Extract<AgentEvent, { event: 'approval_required' }>['data'];

export type TurnResult =
  | { kind: 'done'; messageId: string; segments: Segment[]; servedBy: ServedBy | null }
  /** The turn paused for the person's yes: answer with `answer` (its event id is where the answer's stream goes on from). */
  | { kind: 'approval'; turnId: string; eventId: number; request: ApprovalRequest }
  | { kind: 'error'; code: TurnErrorCode; message: string; status?: number; retryAfterS?: number }
  | { kind: 'aborted' };

export interface AgentStreamOptions {
  baseUrl: string;
  /** Live auth header and the shared single-flight refresh. */
  auth: Auth;
  /** Pluggable (Expo's on mobile); it must expose `response.body` as a ReadableStream. */
  fetch?: FetchLike;
  chatId: string;
  /** A new turn to start; or `follow` a turn already running (after a reload). */
  input?: TurnInput;
  follow?: { turnId: string; after?: number };
  /** The person's answer to an approval card: the paused turn goes on in this stream (from the card's event id). */
  answer?: { turnId: string; approvalId: string; approved: boolean; reason?: string; after: number };
  /** Every valid event once, in order (`turn` and `model` included), the final `done`/`error` too. Never called after abort. */
  onEvent?(event: AgentEvent): void;
  signal?: AbortSignal;
  /** Waits between attempts to resume a dropped stream (the turn goes on on the server). */
  resumeDelaysMs?: number[];
}

export interface AgentStream {
  /** Stops reading and closes the request; the turn itself stops only with a cancel. */
  abort(): void;
  /** Always resolves, never rejects: how the turn ended. */
  readonly result: Promise<TurnResult>;
}

const aborted: TurnResult = { kind: 'aborted' };
const DEFAULT_RESUME_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

function newClientMessageId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? c.randomUUID() : `m${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/**
 * POST a message to the agent and follow its event stream (CONTRACT "The agent's event stream",
 * "Durable turns"). The POST carries a `clientMessageId`, so sending it again never makes a
 * second turn. If the connection drops, the stream is resumed where it stopped: by the turn's
 * id and the last event id seen (`Last-Event-ID`), or — when the drop came before the turn
 * announced itself — by the same POST again. Events seen twice across a resume are dropped.
 */
export function streamAgentTurn(opts: AgentStreamOptions): AgentStream {
  const controller = new AbortController();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const signal = controller.signal;
  const chat = `${opts.baseUrl}/ai/agent/chats/${encodeURIComponent(opts.chatId)}`;
  const body = opts.input ? JSON.stringify({ ...opts.input, clientMessageId: newClientMessageId() }) : undefined;
  let turnId = opts.follow?.turnId ?? opts.answer?.turnId;
  let lastId = opts.follow?.after ?? opts.answer?.after ?? 0;
  // An answer is sent once (it is single-use on the server); a dropped stream then resumes by the turn's id.
  let answer = opts.answer;

  function open(): Promise<Response> {
    if (answer) {
      const { approvalId, approved, reason } = answer;
      answer = undefined;
      return authedFetch(opts.auth, doFetch, `${chat}/turns/${encodeURIComponent(turnId!)}/approvals/${encodeURIComponent(approvalId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ approved, ...(reason ? { reason } : {}) }),
        signal,
      });
    }
    if (turnId) {
      return authedFetch(opts.auth, doFetch, `${chat}/turns/${encodeURIComponent(turnId)}/stream`, {
        method: 'GET',
        headers: { accept: 'text/event-stream', 'last-event-id': String(lastId) },
        signal,
      });
    }
    return authedFetch(opts.auth, doFetch, `${chat}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body,
      signal,
    });
  }

  /** One connection: its events delivered; the turn's end, or how the connection ended without one. */
  async function read(res: Response): Promise<TurnResult | 'dropped' | 'ended'> {
    let end: TurnResult | undefined;
    const decoder = createAgentEventDecoder({
      onEvent(e, id) {
        if (end || signal.aborted) return; // the server closes after done/error; ignore any tail
        if (id !== undefined) {
          if (id <= lastId) return; // already delivered before a resume
          lastId = id;
        }
        if (e.event === 'turn') turnId = e.data.turnId;
        opts.onEvent?.(e);
        if (e.event === 'done') end = { kind: 'done', messageId: e.data.messageId, segments: e.data.segments, servedBy: e.data.servedBy };
        else if (e.event === 'approval_required') end = { kind: 'approval', turnId: turnId ?? '', eventId: lastId, request: e.data };
        else if (e.event === 'error') end = { kind: 'error', code: e.data.code, message: e.data.message, ...(e.data.retryAfterSeconds ? { retryAfterS: e.data.retryAfterSeconds } : {}) };
      },
      onInvalid(reason) {
        end ??= { kind: 'error', code: 'INVALID_EVENT', message: `The assistant sent something unreadable (${reason}).` };
      },
    });
    const reader = res.body!.getReader();
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
      return end ?? 'dropped'; // the connection broke (or was aborted): the caller decides
    }
    // Stop reading what we will not use (an invalid event ends the turn for the client).
    void reader.cancel().catch(() => undefined);
    return end ?? 'ended';
  }

  async function run(): Promise<TurnResult> {
    const delays = opts.resumeDelaysMs ?? DEFAULT_RESUME_DELAYS_MS;
    let lost: TurnResult = { kind: 'error', code: 'NETWORK', message: 'Could not reach the assistant. Check your connection and try again.' };
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) {
        if (attempt > delays.length) return lost;
        await new Promise((r) => setTimeout(r, delays[attempt - 1]));
      }
      if (signal.aborted) return aborted;
      let res: Response;
      try {
        res = await open();
      } catch {
        if (signal.aborted) return aborted;
        continue; // no connection: try again, the turn (if any) goes on meanwhile
      }
      if (!res.ok) {
        // Refusals before any model call (400, 404, 429 TOO_MANY_STREAMS / RATE_LIMITED) are JSON.
        const e = await apiError(res);
        return { kind: 'error', code: e.code, message: e.message, status: res.status, retryAfterS: e.retryAfterS };
      }
      if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
        return { kind: 'error', code: 'INVALID_EVENT', message: 'The server did not answer with an event stream.' };
      }
      const end = await read(res);
      if (signal.aborted) return typeof end === 'object' && end.kind === 'done' ? end : aborted;
      if (typeof end === 'object') return end;
      // The turn goes on on the server: resume it (by id and Last-Event-ID once it is known).
      lost =
        end === 'ended'
          ? { kind: 'error', code: 'STREAM_ENDED', message: 'The answer stopped before it finished.' }
          : { kind: 'error', code: 'NETWORK', message: 'The connection dropped while the answer was streaming.' };
    }
  }

  return { abort: () => controller.abort(), result: run() };
}
