import type { Ctx } from '../../context';
import { loadConfiguration } from '../../configuration/service';
import { Constance } from '../../constance/entity';
import { Snapshots } from '../../dayclose/entity';
import { allGoalRows } from '../../goal/store';
import { moodLevelOn } from '../../mood/service';
import { loadDay, snapshotDay } from '../../today/day';
import { LATE_MAX_DAYS } from '../../today/schema';
import { toToday } from '../../today/view';
import { addDays, daysBetween } from '../../xp/dates';
import { decayPercent } from '../../xp/late';
import { goalPace } from '../../xp/pace';
import type { BriefingFacts } from './facts-types';
import { completionTrend, goalSignals, habitSignals, moodSignal, type GoalLine, type SnapDay } from './signals';

const SIGNAL_DAYS = 14;

const closedDays = (ctx: Ctx, from: string, to: string) =>
  Snapshots(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).between({ day: from }, { day: to }).go({ pages: 'all' });
const APPROACHING_DAYS = 14;

/**
 * DailyBriefingFactsBuilder (B1, B2): every number the briefing shows or the narrator may use,
 * computed here from the same rows the rest of the app reads — the day snapshots, today's
 * view (its "what a check pays now" is the today module's own rule), the streak row, goals.
 */
export async function buildBriefingFacts(ctx: Ctx, date: string, opts: { signals: boolean } = { signals: true }): Promise<BriefingFacts> {
  const yesterday = addDays(date, -1);
  const recoveryDays = Array.from({ length: LATE_MAX_DAYS - 1 }, (_, i) => addDays(date, -(i + 2)));
  // One Query brings every closed day needed: yesterday and the recovery window for the screen,
  // and — only when signals are asked for — the two weeks behind them. Today (and yesterday, if
  // not closed yet) is read live.
  const [config, todayDay, snaps, constance, goals, yMood] = await Promise.all([
    loadConfiguration(ctx),
    loadDay(ctx, date),
    closedDays(ctx, addDays(date, -(opts.signals ? SIGNAL_DAYS : LATE_MAX_DAYS)), yesterday),
    Constance(ctx.deps.db).get({ userId: ctx.actor.userId }).go(),
    allGoalRows(ctx),
    moodLevelOn(ctx, yesterday),
  ]);
  const strategy = config.xpDecayStrategy;
  const closed = new Map(snaps.data.map((s) => [s.day, snapshotDay(s)]));
  const view = async (day: string) => toToday(closed.get(day) ?? (await loadDay(ctx, day)), daysBetween(day, date), strategy);
  const today = toToday(todayDay, 0, strategy);
  const yView = await view(yesterday);
  const recovery = recoveryDays.flatMap((d) => (closed.has(d) ? [toToday(closed.get(d)!, daysBetween(d, date), strategy)] : []));

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
    moodLevel: yMood,
  };

  const live = goals.filter((g) => !g.archivedAt && g.status !== 'COMPLETED' && g.endDate);
  const paced = live
    .map((g) => ({ g, left: daysBetween(date, g.endDate!), p: goalPace({ currentValue: g.currentValue, targetValue: g.targetValue, startDate: g.startDate, endDate: g.endDate!, today: date }) }))
    .sort((a, b) => a.left - b.left);
  const goalView = ({ g, left, p }: (typeof paced)[number]) => ({ id: g.goalId, name: g.name, percent: p.percent, daysLeft: left, pace: p.pace });
  const recoverable = recovery.flatMap((v) => {
    const daysLate = daysBetween(v.date, date);
    const n = v.entries.filter((e) => e.status === 'open').length;
    return n ? [{ date: v.date, openItems: n, daysLeft: LATE_MAX_DAYS - daysLate, xpPercent: decayPercent(strategy, daysLate) }] : [];
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
  const days: SnapDay[] = snaps.data.map((s) => ({ day: s.day, hadRoutine: !!s.routineId, entries: s.entries, moodLevel: s.moodLevel ?? null }));
  const signals = opts.signals
    ? [completionTrend(days, yesterday), ...habitSignals(days), moodSignal(days), ...goalSignals(goalLines, date)].filter((s) => s !== null)
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
