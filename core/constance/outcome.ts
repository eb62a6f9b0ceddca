/**
 * Day outcomes (DOMAIN-FACTS "XP, levels, streaks"): what one day was for each owner — the
 * user, the day's routine, each habit and task in it. Pure: the day close, late checks
 * (which repair MISSED → DONE) and "today so far" all derive outcomes with these functions,
 * so the three can never disagree.
 */
import type { CONSTANCE_MODES } from '../configuration/schema';

export const OUTCOMES = ['DONE', 'SKIPPED', 'NOT_SCHEDULED', 'NOT_IN_ROUTINE', 'MISSED'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type ConstanceMode = (typeof CONSTANCE_MODES)[number];

export type EntryStatus = 'OPEN' | 'CHECKED' | 'SKIPPED';

export interface DayItem {
  kind: 'habit' | 'task';
  refId: string;
  /** One-time tasks build no streak or history (DOMAIN-FACTS "Task"). */
  oneTimeTask: boolean;
  status: EntryStatus;
}

/**
 * The account's (and the day routine's) outcome. ANY: one check makes the day count.
 * COMPLETE: every item checked or skipped, at least one checked. A day whose items were all
 * skipped is SKIPPED (a choice, never a failure: SPEC D4). Nothing scheduled: NOT_SCHEDULED.
 *
 * `pending` is today, still running: an open item is not missed yet, so the day is DONE or
 * nothing (null) — it can never break the streak before it is over.
 */
export function summaryOutcome(items: Pick<DayItem, 'status'>[], mode: ConstanceMode, pending = false): Outcome | null {
  if (items.length === 0) return pending ? null : 'NOT_SCHEDULED';
  const checked = items.filter((i) => i.status === 'CHECKED').length;
  const open = items.filter((i) => i.status === 'OPEN').length;
  const done = mode === 'ANY' ? checked > 0 : checked > 0 && open === 0;
  if (done) return 'DONE';
  if (pending) return null;
  if (open === 0) return 'SKIPPED';
  return 'MISSED';
}

/**
 * Each habit's/task's outcome. An item placed twice on one day is DONE if either entry was
 * checked, MISSED if none was and one was left open, SKIPPED otherwise.
 */
export function itemOutcomes(items: DayItem[], pending = false): Map<string, { kind: DayItem['kind']; outcome: Outcome | null }> {
  const out = new Map<string, { kind: DayItem['kind']; outcome: Outcome | null }>();
  for (const item of items) {
    if (item.oneTimeTask) continue;
    const same = items.filter((i) => i.refId === item.refId);
    const outcome = same.some((i) => i.status === 'CHECKED')
      ? 'DONE'
      : same.some((i) => i.status === 'OPEN')
        ? pending
          ? null
          : 'MISSED'
        : 'SKIPPED';
    out.set(item.refId, { kind: item.kind, outcome });
  }
  return out;
}
