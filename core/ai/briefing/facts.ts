import type { Ctx } from '../../context';
import { loadConfiguration } from '../../configuration/service';
import { Constance } from '../../constance/entity';
import { summariesBetween } from '../../dayclose/summary';
import { focusCyclesOn } from '../../focus/cycles';
import { allGoalRows } from '../../goal/store';
import { Habits } from '../../habit/entity';
import { moodLevelOn } from '../../mood/service';
import { Users } from '../../users/entity';
import { dayIn } from '../../configuration/today';
import { closedDay, openDay } from '../../today/day';
import { LATE_MAX_DAYS } from '../../today/schema';
import { toToday } from '../../today/view';
import { addDays, daysBetween } from '../../xp/dates';
import { decayPercent } from '../../xp/late';
import { goalPace } from '../../xp/pace';
import type { BriefingFacts, FactsOptions } from './facts-types';
import { completionTrend, goalSignals, habitSignals, moodSignal, type GoalLine } from './signals';

const SIGNAL_DAYS = 14;
const APPROACHING_DAYS = 14;

/** Habit id → the name the person calls it now (the narrator names habits in its signals). */
async function habitNames(ctx: Ctx): Promise<Map<string, string>> {
  const rows = await Habits(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', attributes: ['habitId', 'name'] });
  return new Map(rows.data.map((h) => [h.habitId, h.name]));
}

/**
 * DailyBriefingFactsBuilder (B1, B2): every number the briefing shows or the narrator may use,
 * computed here from the same rows the rest of the app reads — the day snapshot and the day
 * summaries the day close writes, today's view (its "what a check pays now" is the today
 * module's own rule), the streak row, goals.
 */
export async function buildBriefingFacts(ctx: Ctx, date: string, opts: FactsOptions = { signals: true }): Promise<BriefingFacts> {
  const yesterday = addDays(date, -1);
  // One parallel round: today read live; yesterday's snapshot in full (its open items are
  // listed by name) and its focus cycles; the closed days in brief — the recovery window, or
  // the two weeks the signals need — which also say whether today is closed; streak, goals,
  // mood; and when the account began (a day before it had no routine to report).
  const [config, liveToday, yClosed, summaries, names, constance, goals, yMood, yFocus, account] = await Promise.all([
    opts.config ?? loadConfiguration(ctx),
    openDay(ctx, date),
    closedDay(ctx, yesterday),
    summariesBetween(ctx, addDays(date, -(opts.signals ? SIGNAL_DAYS : LATE_MAX_DAYS)), date),
    opts.signals ? habitNames(ctx) : new Map<string, string>(),
    Constance(ctx.deps.db).get({ userId: ctx.actor.userId }).go(),
    allGoalRows(ctx),
    moodLevelOn(ctx, yesterday),
    focusCyclesOn(ctx, yesterday),
    Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ attributes: ['createdAt'] }),
  ]);
  const strategy = config.xpDecayStrategy;
  // An account made today has no yesterday: today's routine read back onto yesterday would
  // report items it was never given (and offer late checks the check route refuses).
  const firstDay = account.data ? dayIn(config.timeZone, new Date(account.data.createdAt)) : date;
  const beforeAccount = yesterday < firstDay;
  // Today is closed only if the person moved their time zone back over a closed midnight;
  // yesterday is still open in the hour before the day close reaches it.
  const todayClosed = summaries.some((s) => s.day === date) ? await closedDay(ctx, date) : undefined;
  const today = toToday(todayClosed ?? liveToday, 0, strategy);
  const yView = beforeAccount ? { routine: null, entries: [] } : toToday(yClosed ?? (await openDay(ctx, yesterday)), 1, strategy);
  const recoveryFrom = addDays(date, -LATE_MAX_DAYS);
  const recovery = summaries.filter((s) => s.day >= recoveryFrom && s.day < yesterday).reverse();
  const history = summaries.filter((s) => s.day < date);

  const yEntries = yView.entries;
  const open = yEntries.filter((e) => e.status === 'open');
  const yesterdayFacts = {
    date: yesterday,
    hadRoutine: yView.routine !== null && yEntries.length > 0,
    complete: yEntries.length > 0 && open.length === 0,
    doneCount: yEntries.filter((e) => e.status === 'checked').length,
    skippedCount: yEntries.filter((e) => e.status === 'skipped').length,
    xpEarned: yEntries.filter((e) => e.status === 'checked').reduce((n, e) => n + e.xp, 0),
    // Shown on screen with what checking each now pays; never handed to the narrator (B2).
    openItems: open.map((e) => ({ groupId: e.groupId, name: e.name, xpIfCheckedNow: e.xp })),
    focusCycles: yFocus,
    moodLevel: yMood,
  };

  const live = goals.filter((g) => !g.archivedAt && g.status !== 'COMPLETED' && g.endDate);
  const paced = live
    .map((g) => ({ g, left: daysBetween(date, g.endDate!), p: goalPace({ currentValue: g.currentValue, targetValue: g.targetValue, startDate: g.startDate, endDate: g.endDate!, today: date }) }))
    .sort((a, b) => a.left - b.left);
  const goalView = ({ g, left, p }: (typeof paced)[number]) => ({ id: g.goalId, name: g.name, percent: p.percent, daysLeft: left, pace: p.pace });
  const recoverable = recovery.flatMap(({ day, openCount }) => {
    const daysLate = daysBetween(day, date);
    return openCount ? [{ date: day, openItems: openCount, daysLeft: LATE_MAX_DAYS - daysLate, xpPercent: decayPercent(strategy, daysLate) }] : [];
  });
  const todayFacts = {
    scheduledItemCount: today.entries.length,
    currentStreak: constance.data?.currentStreak ?? 0,
    bestStreak: constance.data?.bestStreak ?? 0,
    goalsApproaching: paced.filter((x) => x.left >= 0 && x.left <= APPROACHING_DAYS).slice(0, 3).map(goalView),
    goalsAhead: paced.filter((x) => x.left > APPROACHING_DAYS).slice(0, 3).map(goalView),
    recovery: recoverable.length ? { days: recoverable, soonestExpiryDays: Math.min(...recoverable.map((r) => r.daysLeft)) } : null,
  };

  const goalLines: GoalLine[] = live.map((g) => ({ id: g.goalId, name: g.name, currentValue: g.currentValue, targetValue: g.targetValue, startDate: g.startDate, endDate: g.endDate ?? null }));
  const signals = opts.signals
    ? [completionTrend(history, yesterday), ...habitSignals(history, names), moodSignal(history), ...goalSignals(goalLines, date)].filter((s) => s !== null)
    : [];

  return {
    date,
    language: config.language,
    yesterday: yesterdayFacts,
    today: todayFacts,
    signals,
    worthShowing:
      yesterdayFacts.hadRoutine || yMood !== null || todayFacts.scheduledItemCount > 0 || paced.length > 0 || recoverable.length > 0,
  };
}
