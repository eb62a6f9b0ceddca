/**
 * What checking an entry pays: the ONE rule behind both numbers a person sees — the XP that
 * `GET /today` (and the briefing, and a check's or skip's answer) shows on an open entry, and
 * the XP the check then pays. Both read it from the same day read, so they cannot disagree
 * (issue #29: the view used the item's stored streak, the check walked the outcome rows; after
 * an uncheck, or on a new day before the day close wrote yesterday's rows, one said 51 and the
 * other paid 50).
 */
import type { ItemKind } from '../routine/entity';
import { checkXp } from '../xp/check';
import { lateCheckXp, type XpDecayStrategy } from '../xp/late';

/** What of a day's entry (day.ts `DayEntry`) the rule reads; day.ts builds entries with this file. */
export interface PayableEntry {
  kind: ItemKind;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
  /** The item's streak before today's check; absent on a closed day's frozen entries. */
  streak?: number | undefined;
}

/**
 * The item's streak BEFORE today's check (DOMAIN-FACTS), from its stored streak. The stored
 * streak is the walk as of the last check, skip or day close, today so far included: once the
 * item is done today it already counts today, and today's own check must not boost itself.
 */
export function streakBeforeToday(stored: number, doneToday: boolean): number {
  return Math.max(0, stored - (doneToday ? 1 : 0));
}

/** The XP a check of `e` pays `daysLate` days late under `strategy` (0: on the day itself). */
export function xpIfChecked(e: PayableEntry, daysLate: number, strategy: XpDecayStrategy): number {
  // DOMAIN-FACTS: a task with no category earns nothing.
  if (e.kind === 'task' && e.categoryIds.length === 0) return 0;
  // One-time tasks build no streak; a closed day's frozen entries carry none (late checks pay no bonus).
  const streak = e.oneTimeTask ? 0 : (e.streak ?? 0);
  return daysLate === 0 ? checkXp({ difficulty: e.difficulty, importance: e.importance, streak }) : lateCheckXp({ ...e, daysLate, strategy, streak });
}
