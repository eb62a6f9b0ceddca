/** The one rule for what a check of a day's entry pays (shown by GET /today, paid by the check). */
import { describe, expect, it } from 'vitest';
import type { DayEntry } from '../../../core/today/day';
import { streakBeforeToday, xpIfChecked } from '../../../core/today/entry-xp';

const entry = (over: Partial<DayEntry> = {}): DayEntry => ({
  entryId: 'grp_1',
  routineId: 'rtn_1',
  sectionId: 'sec_1',
  sectionName: 'Morning',
  kind: 'habit',
  refId: 'hab_1',
  name: 'Run',
  importance: 5,
  difficulty: 5,
  categoryIds: [],
  oneTimeTask: false,
  status: 'OPEN',
  xp: 0,
  ...over,
});

describe('streak before today', () => {
  it("leaves out today's own check, which the stored streak already counts", () => {
    expect(streakBeforeToday(1, true)).toBe(0); // checked then unchecked: the cache still said 1
    expect(streakBeforeToday(8, true)).toBe(7);
    expect(streakBeforeToday(8, false)).toBe(8);
    expect(streakBeforeToday(0, true)).toBe(0); // a stale cache never goes below 0
  });
});

describe('xpIfChecked', () => {
  it('pays the check rule on the streak before today: (5,5,0) = 50, (5,5,1) = 51', () => {
    expect(xpIfChecked(entry({ streak: 0 }), 0, 'GRADUAL')).toBe(50);
    expect(xpIfChecked(entry({ streak: 1 }), 0, 'GRADUAL')).toBe(51);
    expect(xpIfChecked(entry(), 0, 'GRADUAL')).toBe(50); // a frozen entry carries no streak
  });

  it('one-time tasks get no bonus; a task with no category earns nothing; late checks pay the decayed base', () => {
    expect(xpIfChecked(entry({ kind: 'task', oneTimeTask: true, categoryIds: ['cat_1'], streak: 9 }), 0, 'GRADUAL')).toBe(50);
    expect(xpIfChecked(entry({ kind: 'task', streak: 3 }), 0, 'GRADUAL')).toBe(0);
    expect(xpIfChecked(entry({ streak: 20 }), 1, 'GRADUAL')).toBe(40);
  });
});
