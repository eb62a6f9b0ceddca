import type { Schema } from '../../client/rest';

/** `GET /daily-briefing`: every number finished in code on the server (B1). */
export type Briefing = Schema<'Briefing'>;
/** A goal with its pace, as the briefing lists it. */
export type GoalPace = Schema<'BriefingGoal'>;
/** `GET /daily-briefing/narrative`: the prose, or why there is none. */
export type Narrative = Schema<'BriefingNarrative'>;

/** Worth a card only when it has something to say (the server's own rule, B: "worth showing"). */
export function worthShowing(b: Briefing): boolean {
  const t = b.today;
  return b.yesterday.hadRoutine || b.yesterday.moodLevel !== null || t.scheduledItemCount > 0 || t.goalsApproaching.length > 0 || t.goalsAhead.length > 0 || t.recovery !== null;
}
