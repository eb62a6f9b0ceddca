import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { loadChat } from '../chat/service';
import { formatSse, HEARTBEAT, isFinalEvent } from '../protocol/events';
import type { EventSocket } from './sink';
import { asAgentEvent, eventsAfter, loadTurn } from '../record/read';
import { settleTurn } from '../record/settle';

export interface FollowTimings {
  /** How often a follower looks for new events while the turn runs (writers flush every ≤ 250 ms). */
  followPollMs: number;
  heartbeatMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A turn's events after `after`, replayed from the store, then followed live BY READING THE
 * RECORD (no Redis, no in-memory bus: any instance can serve it) to the turn's `done` or
 * `error`. A turn whose writer died is settled on the way (INTERRUPTED), so the follower
 * always reaches an end. Each event keeps its sequence number as its SSE id.
 */
export async function followTurn(ctx: Ctx, chatId: string, turnId: string, after: number, socket: EventSocket, t: FollowTimings): Promise<void> {
  let last = after;
  let quietSince = Date.now();
  for (;;) {
    const fresh = await eventsAfter(ctx, turnId, last);
    for (const e of fresh) {
      await socket.write(formatSse(asAgentEvent(e), e.seq));
      last = e.seq;
      if (isFinalEvent(e)) return;
    }
    if (!socket.isOpen()) return;
    if (fresh.length) quietSince = Date.now();
    else {
      const turn = await loadTurn(ctx, chatId, turnId);
      if (!turn) return; // its chat was deleted meanwhile
      // An ended turn's last event was stored with its end: read once more, then stop.
      if (turn.status !== 'STREAMING') {
        for (const e of await eventsAfter(ctx, turnId, last)) await socket.write(formatSse(asAgentEvent(e), e.seq));
        return;
      }
      if (await settleTurn(ctx, turn)) continue;
      if (Date.now() - quietSince >= t.heartbeatMs) {
        await socket.write(HEARTBEAT);
        quietSince = Date.now();
      }
    }
    await sleep(t.followPollMs);
  }
}

/**
 * `GET /ai/agent/chats/{id}/turns/{turnId}/stream` (`Last-Event-ID: N` or `?after=N`): refusals
 * (another person's chat, an unknown turn) before the stream opens, as JSON.
 */
export async function prepareFollow(ctx: Ctx, chatId: string, turnId: string, after: number, t: FollowTimings) {
  await loadChat(ctx, chatId);
  if (!(await loadTurn(ctx, chatId, turnId))) throw AppError.notFound('Turn');
  return { run: (socket: EventSocket) => followTurn(ctx, chatId, turnId, after, socket, t) };
}

/** The sequence number a resume starts after: `Last-Event-ID` (what EventSource sends) or `?after`. */
export function resumePoint(header: string | undefined, query: string | undefined): number {
  const given = header ?? query;
  if (given === undefined || given === '') return 0;
  if (!/^\d{1,9}$/.test(given)) {
    throw AppError.validation([{ path: header !== undefined ? 'Last-Event-ID' : 'after', message: 'Must be an event id (a whole number)' }]);
  }
  return Number(given);
}
