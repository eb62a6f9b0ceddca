/**
 * Today's slice (SPEC D12, CONTRACT `GET /study/today`): per active cycle, the blocks that
 * fill what is left of today's minutes from the lap's current position. Today is the owner's
 * weekday in their time zone; what is left is the day's planned minutes less what the cycle
 * was credited today (sessions dated today and timer cycles that ended today). Opening a
 * GOAL/NEXT block pins its concept (today.ts): a read that writes, reported under no domain
 * (seeds: nothing a client shows changes), written only when something was pinned.
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { dayCycles } from '../focus/cycles';
import { type Board, inBoardOrder } from '../notebook/board';
import { allBoards } from '../notebook/board-store';
import { loadTree } from '../notebook/store';
import { weekdayOf } from '../schedule/weekdays';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { retryOnConflict, transact } from '../util/tx';
import { lapView } from './laps';
import { withinOf } from './naming';
import { sessionsFrom } from './sessions';
import { activeCycles, updateCycleItem } from './store';
import { pinOpenConcepts, todaySlice } from './today';
import { blockOut } from './view';

/**
 * What the roadmap says next inside a subject: the first PAGE node in board order that is not
 * DONE and whose every predecessor (an edge into it) is DONE, and whose page is inside the
 * subject (a concept is always a page inside its subject). None → the block stays NEXT.
 */
export function roadmapNext(board: Pick<Board, 'nodes' | 'edges'> | undefined, subjectId: string, within: (p: string, a: string) => boolean): string | undefined {
  if (!board) return undefined;
  const done = new Set(board.nodes.filter((n) => n.status === 'DONE').map((n) => n.id));
  const ready = (id: string) => board.edges.every((e) => e.to !== id || done.has(e.from));
  return inBoardOrder(board.nodes).find((n) => n.kind === 'PAGE' && n.pageId && !done.has(n.id) && ready(n.id) && within(n.pageId, subjectId))?.pageId;
}

/** Minutes credited today per cycle: sessions dated today and today's timer cycles. */
async function creditedToday(ctx: Ctx, today: string): Promise<Map<string, number>> {
  const [sessions, timers] = await Promise.all([sessionsFrom(ctx, today), dayCycles(ctx, today)]);
  const out = new Map<string, number>();
  for (const s of [...sessions, ...timers.map((t) => ({ cycleId: t.studyCycleId ?? undefined, minutes: t.minutes }))]) {
    if (s.cycleId) out.set(s.cycleId, (out.get(s.cycleId) ?? 0) + s.minutes);
  }
  return out;
}

export const studyToday = command(z.object({}), (ctx: Ctx) =>
  retryOnConflict(async () => {
    const today = await ownerToday(ctx);
    const [cycles, pages, boards, credited] = await Promise.all([activeCycles(ctx), loadTree(ctx), allBoards(ctx), creditedToday(ctx, today)]);
    const within = withinOf(pages);
    const byPage = new Map(boards.map((b) => [b.pageId, b]));
    const items = [];
    for (const cycle of cycles) {
      const { state, changed } = pinOpenConcepts(cycle.queue, cycle.lap, (s) => roadmapNext(byPage.get(s), s, within));
      if (changed) await transact(ctx.deps.db, [updateCycleItem(ctx, cycle, { lap: state })]);
      const planned = cycle.config.days[weekdayOf(today)]?.minutes ?? 0;
      const done = credited.get(cycle.cycleId) ?? 0;
      const blocks = todaySlice(cycle.queue, state, Math.max(0, planned - done)).map((b) => ({
        ...blockOut(b),
        title: pages.get(b.pageId)?.title ?? null,
        lap: b.lap,
      }));
      items.push({ cycleId: cycle.cycleId, name: cycle.config.name, plannedMinutes: planned, creditedTodayMinutes: done, lap: lapView(cycle.queue, state), blocks });
    }
    return { date: today, items };
  }),
);
