import { loadConfiguration } from '../configuration/service';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadDay } from '../today/day';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { CREDIT_TRIES, creditFor } from '../study/credit';
import { dayIn, ownerToday } from '../configuration/today';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { TimerCycles, type TimerCycleRow } from './cycle-entity';
import { ListCyclesInput, RecordCycleInput } from './cycle-schema';

/** How far ahead of the server's clock a client's "ended at" may be (clock skew). */
const SKEW_MS = 60_000;

export interface TimerCycle {
  id: string;
  type: TimerCycleRow['type'];
  minutes: number;
  startedAt: string;
  endedAt: string;
  /** The person's local day the cycle ended on. */
  date: string;
  entryId: string | null;
  /** The notebook page studied, and the study cycle its minutes credited (a POMODORO only). */
  pageId: string | null;
  studyCycleId: string | null;
  createdAt: string;
}

const toCycle = (r: TimerCycleRow): TimerCycle => ({
  id: r.cycleId,
  type: r.type,
  minutes: r.minutes,
  startedAt: r.startedAt,
  endedAt: r.endedAt,
  date: r.day,
  entryId: r.entryId ?? null,
  pageId: r.pageId ?? null,
  studyCycleId: r.studyCycleId ?? null,
  createdAt: r.createdAt,
});

/**
 * Record a completed cycle (the client's call when a timer runs out; no agent tool writes one).
 * Instants are stored in UTC; the day is the person's local day of `endedAt`. A retry of the
 * same cycle (same start and type) returns the row already written (`created: false`); a
 * different cycle claiming the same start is a CONFLICT, never a silent overwrite. A POMODORO
 * naming a notebook page credits the active study cycle holding it (study/credit.ts), in the
 * same transaction as the row: the retry finds the row and credits nothing again. A break
 * keeps its page but credits nothing (a break is not study); a page in no active cycle too.
 */
export const recordCycle = command(RecordCycleInput, async (ctx: Ctx, input): Promise<TimerCycle & { created: boolean }> => {
  const now = ctx.deps.clock.now();
  const startedAt = new Date(input.startedAt).toISOString();
  const endedAt = new Date(input.endedAt).toISOString();
  if (Date.parse(endedAt) > now.getTime() + SKEW_MS) {
    throw AppError.validation([{ path: 'endedAt', message: 'Must not be in the future: a cycle is recorded once it has run out' }]);
  }
  const { timeZone } = await loadConfiguration(ctx);
  const day = dayIn(timeZone, new Date(endedAt));
  if (input.entryId !== undefined && !(await loadDay(ctx, day)).entries.some((e) => e.entryId === input.entryId)) {
    throw new AppError('NOT_FOUND', `No routine entry "${input.entryId}" on ${day}`, { fields: [{ path: 'entryId', message: `No routine entry with id "${input.entryId}" on ${day}` }] });
  }
  const key = { userId: ctx.actor.userId, day, startedAt, type: input.type };
  const entity = TimerCycles(ctx.deps.db);
  const written = await retryOnConflict(async () => {
    if ((await entity.get(key).go(CONSISTENT)).data) return undefined;
    const study = input.pageId !== undefined ? await creditFor(ctx, input.pageId, input.minutes, 'pageId') : undefined;
    const credited = input.type === 'POMODORO' ? study?.credited : undefined;
    const row = {
      ...key,
      cycleId: newId('cyc'),
      endedAt,
      minutes: input.minutes,
      ...(input.entryId !== undefined ? { entryId: input.entryId } : {}),
      ...(study ? { pageId: study.page.pageId } : {}),
      ...(credited ? { studyCycleId: credited.cycle.cycleId, studyCredit: credited.record } : {}),
      createdAt: now.toISOString(),
    };
    // The row's create condition loses to a concurrent retry of the same cycle: re-read, find it.
    await transact(ctx.deps.db, [{ Put: entity.create(row).params() }, ...(credited ? [credited.item] : [])]);
    return row;
  }, CREDIT_TRIES);
  if (written) return { ...toCycle(written), created: true };
  const existing = (await entity.get(key).go(CONSISTENT)).data!;
  const same = existing.endedAt === endedAt && existing.minutes === input.minutes && (existing.entryId ?? null) === (input.entryId ?? null);
  if (!same || (existing.pageId ?? null) !== (input.pageId ?? null)) {
    throw new AppError('CONFLICT', `A ${input.type} cycle started at ${startedAt} is already recorded with other details`);
  }
  return { ...toCycle(existing), created: false };
});

async function cyclesOn(ctx: Ctx, day: string): Promise<TimerCycleRow[]> {
  return (await TimerCycles(ctx.deps.db).query.primary({ userId: ctx.actor.userId, day }).go({ pages: 'all' })).data;
}

/** The cycles that ended on a day, oldest first (the Focus Mode day view shows them too). */
export async function dayCycles(ctx: Ctx, day: string): Promise<TimerCycle[]> {
  return (await cyclesOn(ctx, day)).map(toCycle);
}

/** A day's cycles (the day they ended), oldest first. The whole day fits one answer. */
export const listCycles = command(ListCyclesInput, async (ctx: Ctx, input): Promise<{ items: TimerCycle[]; nextCursor: null }> => {
  const day = input.date ?? (await ownerToday(ctx));
  return { items: await dayCycles(ctx, day), nextCursor: null };
});

/** Focus cycles (POMODORO) completed on a day: the briefing's `yesterday.focusCycles`. */
export async function focusCyclesOn(ctx: Ctx, day: string): Promise<number> {
  return (await cyclesOn(ctx, day)).filter((c) => c.type === 'POMODORO').length;
}
