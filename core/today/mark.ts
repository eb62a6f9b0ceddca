/**
 * Check and skip (D4): both take the GROUP id of an entry on a day — today, or a past day
 * (late) going through that day's snapshot. The direction (check or uncheck, skip or
 * un-skip) is decided by the first read and kept across retries, so a request that loses a
 * race to an identical one re-reads, finds the entry already there and does not toggle back.
 */
import { loadConfiguration } from '../configuration/service';
import type { ConstanceMode, EntryStatus } from '../constance/outcome';
import type { Stored } from '../constance/refresh';
import { refreshStreaks } from '../constance/service';
import type { Owner } from '../constance/walk';
import type { Ctx } from '../context';
import { ensureSnapshot } from '../dayclose/snapshot';
import { AppError } from '../errors';
import { refuseNonGroupId, where } from '../routine/group-ids';
import { allRoutines, findEntry } from '../routine/store';
import { Users } from '../users/entity';
import { dayIn } from '../configuration/today';
import { retryOnConflict } from '../util/tx';
import { daysBetween } from '../xp/dates';
import { commit } from './commit';
import { loadDay, prefetchDay, type Day } from './day';
import { checkRow } from './rows';
import { LATE_MAX_DAYS } from './schema';
import { toEntry, type TodayEntry } from './view';

export type Transition = (current: EntryStatus) => EntryStatus | null;

export interface MarkResult extends TodayEntry {
  date: string;
  changed: boolean;
  /** XP moved by this call: + paid, − taken back. */
  xpChange: number;
  note?: string;
}

async function refuse(ctx: Ctx, d: Day, groupId: string, today: string): Promise<never> {
  const scope = d.day === today ? `today (${d.day})` : `on ${d.day}`;
  const placed = groupId.startsWith('grp_') ? findEntry(await allRoutines(ctx), groupId) : undefined;
  if (placed) {
    const on = d.routine ? `"${d.routine.name}" is the routine ${scope}` : `no routine is scheduled ${scope}`;
    throw new AppError('NOT_FOUND', `Entry ${groupId} belongs to routine "${placed.routine.name}", but ${on}. Use a group id from getTodayRoutine.`);
  }
  const choices = d.entries.map((e) => ({ ...e, where: where({ name: e.sectionName }, e, d.routine?.name ?? '') }));
  return refuseNonGroupId(ctx, groupId, choices, 'groupId', scope);
}

/**
 * The round trips of a check on today after auth and the rate bucket
 * (tests/integration/scale/round-trips.test.ts): the configuration with the day-independent
 * reads; the snapshot, the day's checks, the routine and the entry's check row; the accounts
 * the payout moves (the streak came with the day); the transaction; then the streaks' reads
 * and writes. Each wave sends everything that no longer waits on an answer.
 */
export async function mark(ctx: Ctx, input: { groupId: string; date?: string | undefined }, transition: Transition, noop: (current: EntryStatus) => string): Promise<MarkResult> {
  let pre = input.date ? undefined : prefetchDay(ctx);
  const config = await loadConfiguration(ctx);
  const today = dayIn(config.timeZone, ctx.deps.clock.now());
  const day = input.date ?? today;
  if (day > today) throw AppError.validation([{ path: 'date', message: `Must not be in the future (today is ${today})` }]);
  const daysLate = daysBetween(day, today);
  if (daysLate > LATE_MAX_DAYS) {
    throw AppError.validation([{ path: 'date', message: `At most ${LATE_MAX_DAYS} days back (today is ${today}); older days stay as they closed` }]);
  }
  if (daysLate > 0) await refuseBeforeAccount(ctx, day, config.timeZone);
  const clock = { today, daysLate, strategy: config.xpDecayStrategy };
  let target: EntryStatus | null | undefined;
  const out = await retryOnConflict(async () => {
    const first = pre;
    pre = undefined; // a retry after a lost race reads everything afresh
    // A past day's check row is read beside its snapshot; an open day's came with the day's
    // checks (the same strongly consistent read), so it is not read twice.
    const [d, read] = await Promise.all([
      day < today ? ensureSnapshot(ctx, day) : loadDay(ctx, day, first),
      day < today ? checkRow(ctx, day, input.groupId) : undefined,
    ]);
    const existing = read !== undefined ? read : d.read ? (d.read.checks.get(input.groupId) ?? null) : undefined;
    const index = d.entries.findIndex((e) => e.entryId === input.groupId);
    if (index < 0) return refuse(ctx, d, input.groupId, today);
    const entry = d.entries[index]!;
    if (target === undefined) target = transition(entry.status);
    if (target === null || target === entry.status) return { d, index, moved: 0, changed: false, before: undefined };
    const { moved, before } = await commit(ctx, d, index, target, clock, existing);
    const xp = target === 'CHECKED' ? moved : 0;
    const entries = d.entries.map((e, i) => (i === index ? { ...e, status: target!, xp } : e));
    return { d: { ...d, entries }, index, moved, changed: true, before };
  });
  const entry = out.d.entries[out.index]!;
  if (out.changed) await refresh(ctx, out.d, entry, today, config.constanceMode, out.before);
  return {
    date: day,
    ...toEntry(out.d, entry, daysLate, config.xpDecayStrategy),
    changed: out.changed,
    xpChange: out.moved,
    ...(out.changed ? {} : { note: noop(entry.status) }),
  };
}

/** A late action never reaches a day before the account existed (it had no routine then). */
async function refuseBeforeAccount(ctx: Ctx, day: string, zone: string): Promise<void> {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
  const created = user ? dayIn(zone, new Date(user.createdAt)) : day;
  if (day < created) throw AppError.validation([{ path: 'date', message: `The account was created on ${created}; earlier days have nothing to check or skip` }]);
}

/** Streaks are caches of the walk: refreshed after the commit, and never allowed to fail it. */
async function refresh(ctx: Ctx, d: Day, entry: Day['entries'][number], today: string, mode: ConstanceMode, before?: Map<string, Stored>): Promise<void> {
  const owners: Owner[] = [{ type: 'user', id: ctx.actor.userId }];
  if (entry.routineId) owners.push({ type: 'routine', id: entry.routineId });
  if (!entry.oneTimeTask) owners.push({ type: entry.kind, id: entry.refId });
  const todays = d.day === today && !d.closed ? { entries: d.entries, routineId: d.routine?.id ?? null } : undefined;
  try {
    await refreshStreaks(ctx, today, owners, { mode, ...(todays ? { todays } : {}), ...(before ? { before } : {}) });
  } catch (err) {
    ctx.deps.log.warn('streak refresh failed', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
  }
}
