import { z } from 'zod';
import { loadConfiguration } from '../configuration/service';
import type { Ctx } from '../context';
import { openDay, type DayEntry } from '../today/day';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { CONSISTENT } from '../util/tx';
import { Constance } from './entity';
import { itemOutcomes, summaryOutcome, type ConstanceMode, type Outcome } from './outcome';
import { ownerKey, readAllStored, readStored, storeStreak, type Stored } from './refresh';
import { milestones, nextBest, type Streak } from './streak';
import { walkStreak, type Owner } from './walk';

/** Today so far for one owner: only a DONE counts, an open item is not missed yet. */
export function todaySoFar(owner: Owner, entries: DayEntry[], routineId: string | null, mode: ConstanceMode): Outcome | null {
  if (owner.type === 'user') return summaryOutcome(entries, mode, true);
  if (owner.type === 'routine') return owner.id === routineId ? summaryOutcome(entries, mode, true) : null;
  return itemOutcomes(entries, true).get(owner.id)?.outcome ?? null;
}

export interface RefreshOptions {
  /** Today's entries when the caller has them (a check on today). */
  todays?: { entries: DayEntry[]; routineId: string | null };
  /** Outcomes the caller just wrote for yesterday, by `type#id` (the day close). */
  yesterday?: Map<string, Outcome>;
  /** The owner's constance mode when the caller has read the configuration already (a check). */
  mode?: ConstanceMode;
  /**
   * Owners' rows a check read strongly before its transaction, by `ownerKey` (the habit it
   * paid, the day's routine): not read again unless they turn out stale (refresh.ts).
   */
  before?: Map<string, Stored>;
}

/**
 * Re-derive and store the streaks of `owners` as of `today` (after a check, skip or day
 * close). Each owner's walk and its stored row are read together, then written: two round
 * trips for a check's three owners (the stored row only conditions the write on its best).
 */
export async function refreshStreaks(ctx: Ctx, today: string, owners: Owner[], opts: RefreshOptions = {}): Promise<void> {
  const [constanceMode, day, known] = await Promise.all([
    opts.mode ?? loadConfiguration(ctx).then((c) => c.constanceMode),
    opts.todays ?? openDay(ctx, today).then((d) => ({ entries: d.entries, routineId: d.routine?.id ?? null })),
    // Many owners (the day close): their rows in four reads instead of one each.
    owners.length > 3 ? readAllStored(ctx) : undefined,
  ]);
  await Promise.all(
    owners.map(async (owner) => {
      const now = todaySoFar(owner, day.entries, day.routineId, constanceMode);
      const [streak, read] = await Promise.all([
        walkStreak(ctx, owner, today, now, opts.yesterday?.get(`${owner.type}#${owner.id}`)),
        known || opts.before?.has(ownerKey(owner)) ? undefined : readStored(ctx, owner),
      ]);
      await storeStreak(ctx, owner, streak, today, known, read, opts.before?.get(ownerKey(owner)));
    }),
  );
}

export interface ConstanceView {
  mode: ConstanceMode;
  currentStreak: number;
  bestStreak: number;
  /** ACTIVE; DORMANT after 14 quiet days (resting, not broken); NONE before the first DONE/MISSED. */
  status: 'ACTIVE' | 'DORMANT' | 'NONE';
  lastActiveDay: string | null;
  milestone: { reached: number | null; next: number | null };
  today: string;
}

export function constanceView(mode: ConstanceMode, streak: Streak, best: number, today: string): ConstanceView {
  return {
    mode,
    currentStreak: streak.current,
    bestStreak: nextBest(best, streak.current),
    status: streak.lastActiveDay === null ? 'NONE' : streak.dormant ? 'DORMANT' : 'ACTIVE',
    lastActiveDay: streak.lastActiveDay,
    milestone: milestones(streak.current),
    today,
  };
}

/** The account streak (D5), walked live from the outcome rows and today's checks. */
export const getConstance = command(z.object({}), async (ctx: Ctx): Promise<ConstanceView> => {
  const today = await ownerToday(ctx);
  const [{ constanceMode }, day, stored] = await Promise.all([
    loadConfiguration(ctx),
    openDay(ctx, today),
    Constance(ctx.deps.db).get({ userId: ctx.actor.userId }).go(CONSISTENT),
  ]);
  const owner: Owner = { type: 'user', id: ctx.actor.userId };
  const streak = await walkStreak(ctx, owner, today, todaySoFar(owner, day.entries, day.routine?.id ?? null, constanceMode));
  return constanceView(constanceMode, streak, stored.data?.bestStreak ?? 0, today);
});
