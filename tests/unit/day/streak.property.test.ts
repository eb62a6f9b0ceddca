/**
 * Streak rules over random calendars (DOMAIN-FACTS "XP, levels, streaks"; SPEC D4/D5): an
 * unscheduled day never breaks a streak, a skip never breaks it, a missed scheduled item
 * does, adding a DONE never lowers it, best never falls, dormant after 14 quiet days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryOutcome, type ConstanceMode, type EntryStatus, type Outcome } from '../../../core/constance/outcome';
import { deriveStreak, DORMANT_AFTER_DAYS, nextBest } from '../../../core/constance/streak';
import { addDays } from '../../../core/xp/dates';

/** A day: nothing scheduled (null), or the statuses of its items. */
type CalendarDay = EntryStatus[] | null;

const status = fc.constantFrom<EntryStatus>('OPEN', 'CHECKED', 'SKIPPED');
const day: fc.Arbitrary<CalendarDay> = fc.oneof(fc.constant(null), fc.array(status, { minLength: 1, maxLength: 5 }));
const calendar = fc.array(day, { maxLength: 40 });
const mode = fc.constantFrom<ConstanceMode>('ANY', 'COMPLETE');
const START = '2026-01-01';

function outcomeOf(d: CalendarDay, m: ConstanceMode): Outcome {
  return d === null ? 'NOT_SCHEDULED' : summaryOutcome(d.map((s) => ({ status: s })), m)!;
}

/** The calendar's days dated from START; "today" is the day after the last. */
function streakOf(cal: CalendarDay[], m: ConstanceMode) {
  const closed = cal.map((d, i) => ({ day: addDays(START, i), outcome: outcomeOf(d, m) }));
  return deriveStreak(closed, addDays(START, cal.length)).current;
}

/** The oracle: walk forward, DONE counts, MISSED resets, anything else carries on. */
function reference(cal: CalendarDay[], m: ConstanceMode): number {
  let s = 0;
  for (const d of cal) {
    const o = outcomeOf(d, m);
    if (o === 'DONE') s++;
    else if (o === 'MISSED') s = 0;
  }
  return s;
}

const runs = { numRuns: 300 };

describe('streaks over random calendars', () => {
  it('equal the forward-walking oracle', () => {
    fc.assert(fc.property(calendar, mode, (cal, m) => streakOf(cal, m) === reference(cal, m)), runs);
  });

  it('an unscheduled day inserted anywhere never changes the streak', () => {
    fc.assert(
      fc.property(calendar, mode, fc.nat(), (cal, m, at) => {
        const i = cal.length ? at % (cal.length + 1) : 0;
        const withGap = [...cal.slice(0, i), null, ...cal.slice(i)];
        return streakOf(withGap, m) === streakOf(cal, m);
      }),
      runs,
    );
  });

  it('skipping an open item never lowers the streak', () => {
    fc.assert(
      fc.property(calendar, mode, fc.nat(), fc.nat(), (cal, m, a, b) => {
        const days = cal.flatMap((d, i) => (d?.some((s) => s === 'OPEN') ? [i] : []));
        if (!days.length) return true;
        const i = days[a % days.length]!;
        const opens = cal[i]!.flatMap((s, j) => (s === 'OPEN' ? [j] : []));
        const skipped = cal.map((d, k) => (k === i ? d!.map((s, j) => (j === opens[b % opens.length] ? 'SKIPPED' : s)) : d));
        return streakOf(skipped, m) >= streakOf(cal, m);
      }),
      runs,
    );
  });

  it('a day whose every item was skipped never breaks the streak', () => {
    fc.assert(
      fc.property(calendar, mode, fc.integer({ min: 1, max: 5 }), fc.nat(), (cal, m, n, at) => {
        const i = cal.length ? at % (cal.length + 1) : 0;
        const withSkips = [...cal.slice(0, i), Array<EntryStatus>(n).fill('SKIPPED'), ...cal.slice(i)];
        return streakOf(withSkips, m) === streakOf(cal, m);
      }),
      runs,
    );
  });

  it('adding a DONE (checking an item, or a done day in a gap) never lowers the streak', () => {
    fc.assert(
      fc.property(calendar, mode, fc.nat(), fc.nat(), (cal, m, a, b) => {
        if (!cal.length) return true;
        const i = a % cal.length;
        const d = cal[i]!;
        const next = d === null ? ['CHECKED' as const] : d.map((s, j) => (j === b % d.length ? ('CHECKED' as const) : s));
        return streakOf(cal.map((x, k) => (k === i ? next : x)), m) >= streakOf(cal, m);
      }),
      runs,
    );
  });

  it('a missed scheduled day breaks the streak', () => {
    fc.assert(fc.property(calendar, mode, (cal, m) => streakOf([...cal, ['OPEN']], m) === 0), runs);
  });

  it('COMPLETE is never kinder than ANY', () => {
    fc.assert(fc.property(calendar, (cal) => streakOf(cal, 'COMPLETE') <= streakOf(cal, 'ANY')), runs);
  });

  it('best never falls, and is the longest run so far', () => {
    fc.assert(
      fc.property(calendar, mode, (cal, m) => {
        let best = 0;
        let longest = 0;
        for (let n = 1; n <= cal.length; n++) {
          const current = streakOf(cal.slice(0, n), m);
          const next = nextBest(best, current);
          if (next < best || next < current) return false;
          best = next;
          longest = Math.max(longest, reference(cal.slice(0, n), m));
        }
        return best === longest;
      }),
      runs,
    );
  });

  it('today, still running, can only add to the streak', () => {
    fc.assert(
      fc.property(calendar, mode, fc.array(status, { maxLength: 5 }), (cal, m, todays) => {
        const closed = cal.map((d, i) => ({ day: addDays(START, i), outcome: outcomeOf(d, m) }));
        const today = addDays(START, cal.length);
        const pending = summaryOutcome(todays.map((s) => ({ status: s })), m, true);
        expect(pending === null || pending === 'DONE').toBe(true);
        return deriveStreak(closed, today, pending).current >= deriveStreak(closed, today).current;
      }),
      runs,
    );
  });

  it(`is dormant exactly when nothing was done or missed for ${DORMANT_AFTER_DAYS} days`, () => {
    fc.assert(
      fc.property(calendar, mode, fc.integer({ min: 0, max: 30 }), (cal, m, quiet) => {
        const withQuiet = [...cal, ...Array<CalendarDay>(quiet).fill(null)];
        const closed = withQuiet.map((d, i) => ({ day: addDays(START, i), outcome: outcomeOf(d, m) }));
        const s = deriveStreak(closed, addDays(START, withQuiet.length));
        const lastActive = cal.map((d) => outcomeOf(d, m)).findLastIndex((o) => o === 'DONE' || o === 'MISSED');
        if (lastActive < 0) return !s.dormant && s.lastActiveDay === null;
        const gap = withQuiet.length - lastActive;
        return s.dormant === gap >= DORMANT_AFTER_DAYS && s.current === reference(cal, m);
      }),
      runs,
    );
  });
});
