/**
 * Repairing a closed day's outcome rows after a late check or skip (DOMAIN-FACTS: "a late
 * check repairs history (MISSED → DONE)"; a skip is never a failure, so MISSED → SKIPPED).
 * Only the rows whose outcome changes are rewritten; the day close itself never overwrites.
 */
import type { Ctx } from '../context';
import type { TxItem } from '../util/tx';
import { Outcomes, type OutcomeOwner } from './entity';
import { itemOutcomes, summaryOutcome, type ConstanceMode, type DayItem, type Outcome } from './outcome';

export interface DayOutcomes {
  user: Outcome;
  routine: { id: string; outcome: Outcome } | null;
  items: { type: 'habit' | 'task'; id: string; outcome: Outcome }[];
}

/** Every owner's outcome for a closed day, from its (snapshot) entries. */
export function closedDayOutcomes(userId: string, routineId: string | null, entries: DayItem[], mode: ConstanceMode): DayOutcomes {
  const user = summaryOutcome(entries, mode) ?? 'NOT_SCHEDULED';
  return {
    user,
    routine: routineId ? { id: routineId, outcome: user } : null,
    items: [...itemOutcomes(entries)].map(([id, { kind, outcome }]) => ({ type: kind, id, outcome: outcome ?? 'MISSED' })),
  };
}

export function outcomeRows(userId: string, day: string, o: DayOutcomes): { ownerType: OutcomeOwner; ownerId: string; outcome: Outcome }[] {
  return [
    { ownerType: 'user', ownerId: userId, outcome: o.user },
    ...(o.routine ? [{ ownerType: 'routine' as const, ownerId: o.routine.id, outcome: o.routine.outcome }] : []),
    ...o.items.map((i) => ({ ownerType: i.type, ownerId: i.id, outcome: i.outcome })),
  ];
}

/** Puts for the rows that differ between `before` and `after` (same day, same owners). */
export function repairItems(ctx: Ctx, day: string, before: DayOutcomes, after: DayOutcomes): TxItem[] {
  const userId = ctx.actor.userId;
  const old = new Map(outcomeRows(userId, day, before).map((r) => [`${r.ownerType}#${r.ownerId}`, r.outcome]));
  const now = ctx.deps.clock.now().toISOString();
  return outcomeRows(userId, day, after)
    .filter((r) => old.get(`${r.ownerType}#${r.ownerId}`) !== r.outcome)
    .map((r) => ({ Put: Outcomes(ctx.deps.db).put({ userId, day, ...r, writtenAt: now, repairedAt: now }).params() }));
}
