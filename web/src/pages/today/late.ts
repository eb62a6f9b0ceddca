import { addDays } from '../../dates';

/** How far back a late check or skip may go: core/today/schema.ts (a test keeps them equal; that module brings zod). */
export const LATE_MAX_DAYS = 8;

/** Today, then the closed days a late check can still reach, never before the account's first day. */
export const reachableDays = (today: string, firstDay: string): string[] =>
  Array.from({ length: LATE_MAX_DAYS + 1 }, (_, i) => addDays(today, -i)).filter((d) => d >= firstDay);
