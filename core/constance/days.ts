import { z } from 'zod';
import { loadConfiguration } from '../configuration/service';
import { ownerToday } from '../configuration/today';
import type { Ctx } from '../context';
import { openDay } from '../today/day';
import { command } from '../util/fn';
import { CONSISTENT } from '../util/tx';
import { addDays } from '../xp/dates';
import { Outcomes } from './entity';
import type { Outcome } from './outcome';
import { todaySoFar } from './service';

export const MAX_WEEKS = 26;

export interface ConstanceDaysView {
  from: string;
  to: string;
  /** Every day from `from` to `to` (today), oldest first. */
  days: { date: string; outcome: Outcome | null }[];
}

/**
 * The account's day outcomes for the last `weeks` weeks (the dashboard's constance heatmap):
 * the rows the day close wrote, and today so far (DONE once it counts, else null: an open
 * day is not missed yet). A day with no row (before the account, or not closed yet) is null.
 * One Query: at most 182 rows, read by their sort key range.
 */
export const getConstanceDays = command(
  z.object({ weeks: z.coerce.number().int().min(1).max(MAX_WEEKS).default(12).describe(`How many weeks back, 1–${MAX_WEEKS} (default 12)`) }).strict(),
  async (ctx: Ctx, { weeks }): Promise<ConstanceDaysView> => {
    const today = await ownerToday(ctx);
    const from = addDays(today, -(weeks * 7 - 1));
    const userId = ctx.actor.userId;
    const [rows, { constanceMode }, day] = await Promise.all([
      Outcomes(ctx.deps.db)
        .query.primary({ userId, ownerType: 'user', ownerId: userId })
        .between({ day: from }, { day: addDays(today, -1) })
        .go({ pages: 'all', attributes: ['day', 'outcome'], ...CONSISTENT }),
      loadConfiguration(ctx),
      openDay(ctx, today),
    ]);
    const byDay = new Map(rows.data.map((r) => [r.day, r.outcome]));
    const now = todaySoFar({ type: 'user', id: userId }, day.entries, day.routine?.id ?? null, constanceMode);
    if (now) byDay.set(today, now);
    const days: ConstanceDaysView['days'] = [];
    for (let d = from; d <= today; d = addDays(d, 1)) days.push({ date: d, outcome: byDay.get(d) ?? null });
    return { from, to: today, days };
  },
);
