import type { DaySummary } from '../../dayclose/summary';
import { goalPace } from '../../xp/pace';

/** A closed day in brief (core/dayclose/summary): what the signals are computed from. */
export type SnapDay = Pick<DaySummary, 'day' | 'hadRoutine' | 'openCount' | 'checkedCount' | 'habitsOpen' | 'habitsChecked' | 'moodLevel'>;

export interface GoalLine {
  id: string;
  name: string;
  currentValue: number;
  targetValue: number;
  startDate: string;
  endDate: string | null;
}

export type Signal = { id: string; kind: string } & Record<string, string | number | null>;

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null);

/** Completion of the last 7 closed days vs the 7 before; skips excluded (a skip is a choice). */
export function completionTrend(days: SnapDay[], yesterday: string): Signal | null {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? 1 : -1)).filter((d) => d.day <= yesterday);
  const rate = (window: SnapDay[]) => {
    const checked = window.reduce((n, d) => n + d.checkedCount, 0);
    return pct(checked, checked + window.reduce((n, d) => n + d.openCount, 0));
  };
  const last7 = rate(sorted.slice(0, 7));
  const prev7 = rate(sorted.slice(7, 14));
  if (last7 === null) return null;
  return { id: 'completion', kind: 'COMPLETION_WEEK_OVER_WEEK', last7Percent: last7, previous7Percent: prev7, changePoints: prev7 === null ? null : last7 - prev7 };
}

/**
 * Habits left open on most days they came up ("slipping": missed ≥ 2 and at least half the
 * days asked) and habits never missed ("steady": asked ≥ 4). Unscheduled days don't count as
 * asked and skips are not misses, so neither can push a habit into "slipping". Named as the
 * person calls them now (`names`); a habit deleted since says nothing.
 */
export function habitSignals(days: SnapDay[], names: ReadonlyMap<string, string>): Signal[] {
  const stats = new Map<string, { asked: number; missed: number; done: number }>();
  const count = (id: string, missed: boolean) => {
    const s = stats.get(id) ?? { asked: 0, missed: 0, done: 0 };
    s.asked++;
    if (missed) s.missed++;
    else s.done++;
    stats.set(id, s);
  };
  for (const d of days) {
    for (const id of d.habitsOpen) count(id, true);
    for (const id of d.habitsChecked) count(id, false);
  }
  const out: Signal[] = [];
  for (const [id, s] of stats) {
    const name = names.get(id);
    if (name === undefined) continue;
    if (s.missed >= 2 && s.missed * 2 >= s.asked) out.push({ id: `slipping:${id}`, kind: 'HABIT_SLIPPING', habit: name, missedDays: s.missed, askedDays: s.asked });
    else if (s.asked >= 4 && s.missed === 0) out.push({ id: `steady:${id}`, kind: 'HABIT_STEADY', habit: name, checkedDays: s.done });
  }
  return out;
}

/** Mood as levels only (never the journal): average to one decimal, days logged, direction. */
export function moodSignal(days: SnapDay[]): Signal | null {
  const logged = [...days].sort((a, b) => (a.day < b.day ? -1 : 1)).flatMap((d) => (d.moodLevel == null ? [] : [d.moodLevel]));
  if (!logged.length) return null;
  const avg = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
  const half = Math.floor(logged.length / 2);
  const trend = logged.length < 4 ? 'TOO_FEW_DAYS' : avg(logged.slice(half)) - avg(logged.slice(0, half)) >= 0.5 ? 'RISING' : avg(logged.slice(0, half)) - avg(logged.slice(half)) >= 0.5 ? 'FALLING' : 'STEADY';
  return { id: 'mood', kind: 'MOOD_LEVELS', averageLevel: avg(logged), daysLogged: logged.length, trend };
}

/** Each dated goal's pace against the straight line from its start to its end date. */
export function goalSignals(goals: GoalLine[], today: string): Signal[] {
  return goals.flatMap((g) => {
    if (!g.endDate) return [];
    const p = goalPace({ currentValue: g.currentValue, targetValue: g.targetValue, startDate: g.startDate, endDate: g.endDate, today });
    return [{ id: `goal:${g.id}`, kind: 'GOAL_PACE', goal: g.name, percent: p.percent, expectedPercent: p.expectedPercent, pace: p.pace, daysRemaining: p.daysRemaining, requiredPerDay: p.requiredPerDay }];
  });
}
