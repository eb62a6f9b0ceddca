/**
 * Sessions logged by hand (SPEC D12; seeds: logStudySession, listStudySessions,
 * deleteStudySession): study done away from the timer, dated today or one of the last 30 days,
 * credited at once to the running lap of the cycle whose subject holds the page. A page in no
 * active cycle is still a session — stored, listed, crediting nothing (`cycleId: null`).
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadTree } from '../notebook/store';
import type { Command } from '../util/fn';
import { command } from '../util/fn';
import { newId, ulid } from '../util/ids';
import { ownerToday } from '../configuration/today';
import { CONSISTENT, retryOnConflict, transact, type TxItem } from '../util/tx';
import { addDays } from '../xp/dates';
import { CREDIT_TRIES, creditFor } from './credit';
import { StudySessions } from './entity';
import { type CreditRecord, lapView, uncredit } from './laps';
import { ListSessionsInput, LogSessionInput, parseLogSession, SessionRefInput } from './sessions-schema';
import { allCycles, getCycleRow, updateCycleItem } from './store';

const StoredCredit = z.object({
  lap: z.number().int(),
  subjectId: z.string(),
  minutes: z.number().int(),
  blocks: z.array(z.object({ n: z.number().int(), minutes: z.number().int() })),
  carried: z.number().int(),
});

async function logSessionImpl(ctx: Ctx, raw: unknown) {
  // "Today" is the owner's day, so the date's range is checked here, with every other field.
  const input = parseLogSession(raw, await ownerToday(ctx));
  return retryOnConflict(async () => {
    const { page, credited } = await creditFor(ctx, input.pageId, input.minutes, 'pageId');
    const row = {
      userId: ctx.actor.userId,
      sessionId: newId('ssn'),
      pageId: page.pageId,
      minutes: input.minutes,
      date: input.date,
      createdAt: ctx.deps.clock.now().toISOString(),
      ...(credited ? { cycleId: credited.cycle.cycleId, credit: credited.record } : {}),
    };
    const items: TxItem[] = [{ Put: StudySessions(ctx.deps.db).create(row).params() }, ...(credited ? [credited.item] : [])];
    await transact(ctx.deps.db, items);
    return {
      id: row.sessionId,
      cycleId: credited?.cycle.cycleId ?? null,
      lap: credited?.lap ?? null,
      pageId: page.pageId,
      minutes: row.minutes,
      date: row.date,
      credit: credited ? { lap: credited.record.lap, blocks: credited.record.blocks, carried: credited.record.carried, completedLaps: credited.completed } : null,
    };
  }, CREDIT_TRIES);
}

export const logSession: Command<typeof LogSessionInput, Ctx, Awaited<ReturnType<typeof logSessionImpl>>> = Object.assign(logSessionImpl, {
  schema: LogSessionInput,
});

/** The first possible session id created on or after `date` began anywhere (UTC+14 is the earliest zone). */
const firstIdOn = (date: string) => `ssn_${ulid(Date.parse(`${date}T00:00:00Z`) - 14 * 3600_000).slice(0, 10)}`;

/**
 * The sessions dated `from` or later. A session is never created before the day it is dated,
 * so the ids created since that day began anywhere bound the read (no pass over years of them).
 */
export async function sessionsFrom(ctx: Ctx, from: string) {
  const rows = await StudySessions(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId })
    .between({ sessionId: firstIdOn(from) }, { sessionId: 'ssn_~' })
    .go({ pages: 'all', ...CONSISTENT });
  return rows.data.filter((s) => s.date >= from);
}

/** Sessions studied in the last `days` days, today included, newest first. */
export const listSessions = command(ListSessionsInput, async (ctx: Ctx, { days }) => {
  const from = addDays(await ownerToday(ctx), -(days - 1));
  const [rows, cycles, pages] = await Promise.all([sessionsFrom(ctx, from), allCycles(ctx), loadTree(ctx)]);
  const names = new Map(cycles.map((c) => [c.cycleId, c.config.name]));
  const items = rows
    .sort((a, b) => (a.date === b.date ? (a.sessionId < b.sessionId ? 1 : -1) : a.date < b.date ? 1 : -1))
    .map((s) => ({
      id: s.sessionId,
      pageId: s.pageId,
      title: pages.get(s.pageId)?.title ?? null,
      minutes: s.minutes,
      date: s.date,
      cycleId: s.cycleId ?? null,
      cycleName: (s.cycleId && names.get(s.cycleId)) ?? null,
      lap: s.credit ? StoredCredit.parse(s.credit).lap : null,
      createdAt: s.createdAt,
    }));
  return { from, items, nextCursor: null };
});

/**
 * Delete one of the person's sessions: its minutes come off the cycle while the lap it went
 * into is still running (laps.ts `uncredit`), and not otherwise — a finished lap is history,
 * and an archived cycle is frozen. Another user's id is simply not in the actor's partition.
 */
export const deleteSession = command(SessionRefInput, (ctx: Ctx, { id }) =>
  retryOnConflict(async () => {
    const { row, cycle, takenOff, lapAfter } = await sessionRemoval(ctx, id);
    const items: TxItem[] = [{ Delete: StudySessions(ctx.deps.db).remove({ userId: ctx.actor.userId, sessionId: id }).params() }];
    let lap = cycle ? lapView(cycle.queue, cycle.lap) : null;
    if (cycle && lapAfter) {
      items.push(updateCycleItem(ctx, cycle, { lap: lapAfter }));
      lap = lapView(cycle.queue, lapAfter);
    }
    await transact(ctx.deps.db, items);
    return { deleted: id, cycleId: row.cycleId ?? null, takenOffMinutes: takenOff, lap };
  }, CREDIT_TRIES),
);

/**
 * What deleting a session would do, read and decided without writing: the session (NOT_FOUND
 * for an id not in the actor's partition), the cycle it credited, and the minutes that come
 * off its lap (and the lap after, when any do) while that lap still runs in an active cycle.
 */
export async function sessionRemoval(ctx: Ctx, id: string) {
  const row = (await StudySessions(ctx.deps.db).get({ userId: ctx.actor.userId, sessionId: id }).go(CONSISTENT)).data;
  if (!row) throw new AppError('NOT_FOUND', `Study session ${id} not found; listStudySessions lists the person's sessions with their ids`);
  const cycle = row.cycleId ? await getCycleRow(ctx, row.cycleId) : undefined;
  const undone = cycle?.status === 'ACTIVE' && row.credit ? uncredit(cycle.lap, StoredCredit.parse(row.credit) as CreditRecord) : undefined;
  const takenOff = undone?.takenOff ?? 0;
  return { row, cycle, takenOff, lapAfter: takenOff > 0 ? undone!.state : undefined };
}
