import type { Narrative } from '../../../../core/ai/briefing/narrative';

/** `GET /daily-briefing` as core/ai/briefing/facts.ts builds it: every number finished in code (B1). */
export interface Briefing {
  date: string;
  yesterday: {
    date: string;
    hadRoutine: boolean;
    complete: boolean;
    doneCount: number;
    skippedCount: number;
    xpEarned: number;
    /** With what checking each now still pays (a late check). */
    openItems: { groupId: string; name: string; xpIfCheckedNow: number }[];
    focusCycles: number;
    moodLevel: number | null;
  };
  today: {
    scheduledItemCount: number;
    currentStreak: number;
    bestStreak: number;
    goalsApproaching: GoalPace[];
    goalsAhead: GoalPace[];
    recovery: { days: { date: string; openItems: number; daysLeft: number; xpPercent: number }[]; soonestExpiryDays: number } | null;
  };
  narrative: Narrative;
  /** When today's briefing was dismissed, on any device; null until then. */
  seenAt: string | null;
}

export interface GoalPace {
  id: string;
  name: string;
  percent: number;
  daysLeft: number;
  pace: 'REACHED' | 'OVERDUE' | 'BEHIND' | 'ON_TRACK';
}

export type { Narrative };

/** Worth a card only when it has something to say (the server's own rule, B: "worth showing"). */
export function worthShowing(b: Briefing): boolean {
  const t = b.today;
  return b.yesterday.hadRoutine || b.yesterday.moodLevel !== null || t.scheduledItemCount > 0 || t.goalsApproaching.length > 0 || t.goalsAhead.length > 0 || t.recovery !== null;
}
