import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/client/api';
import { dayLabel, weekdayPlural } from '../../../web/src/dates';
import { errorText } from '../../../web/src/i18n/errors';
import { setLang } from '../../../web/src/i18n/lang';
import { navLabel } from '../../../web/src/nav-labels';
import { weekColumns } from '../../../web/src/pages/today/dashboard/heatmap-weeks';
import { windowsOf } from '../../../web/src/pages/today/dashboard/windows';

afterEach(() => setLang('en'));

describe("Today's dashboard, drawn from the routes' data", () => {
  it('the heatmap lays days out in Monday-first week columns, blanks before the first day and after today', () => {
    // 2026-11-25 is a Wednesday; 2026-12-01 a Tuesday.
    const days = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'].map((date) => ({ date }));
    const cols = weekColumns(days);
    expect(cols.map((c) => c.map((d) => d?.date ?? null))).toEqual([
      [null, null, '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
      ['2026-11-30', '2026-12-01', null, null, null, null, null],
    ]);
    expect(weekColumns([])).toEqual([]);
  });

  it("the calendar draws each section's window once, and an item's own time outside a section, in start order", () => {
    const entry = (groupId: string, section: { id: string; name: string; startTime: string | null; endTime: string | null } | null, time: [string, string] | null = null) => ({
      groupId,
      itemId: `i-${groupId}`,
      name: `Item ${groupId}`,
      section,
      startTime: time?.[0] ?? null,
      endTime: time?.[1] ?? null,
      status: 'open' as const,
      type: 'habit' as const,
      xp: 10,
    });
    const evening = { id: 's2', name: 'Evening', startTime: '18:00', endTime: '20:00' };
    const morning = { id: 's1', name: 'Morning', startTime: '07:00', endTime: '09:00' };
    const windows = windowsOf([entry('a', evening), entry('b', morning), entry('c', morning), entry('d', null, ['12:30', '13:00']), entry('e', null)]);
    expect(windows.map((w) => [w.name, w.start, w.end, w.items])).toEqual([
      ['Morning', '07:00', '09:00', 2],
      ['Item d', '12:30', '13:00', 1],
      ['Evening', '18:00', '20:00', 1],
    ]);
  });
});

describe('the language through the app', () => {
  it('names the pages and the days in Portuguese when the page is in Portuguese', () => {
    expect(navLabel({ path: '/settings', label: 'Settings' })).toBe('Settings');
    expect(dayLabel('2026-12-01')).toBe('Tuesday 1 December');
    expect(weekdayPlural('2026-12-01')).toBe('Tuesdays');
    setLang('pt');
    expect(navLabel({ path: '/settings', label: 'Settings' })).toBe('Configurações');
    expect(navLabel({ path: '/today', label: 'Today' })).toBe('Hoje');
    // A page added without words in nav-labels.ts shows its English label rather than a key.
    expect(navLabel({ path: '/somewhere-new', label: 'Somewhere' })).toBe('Somewhere');
    expect(dayLabel('2026-12-01')).toBe('terça-feira, 1 de dezembro');
    expect(weekdayPlural('2026-12-01')).toBe('terças-feiras');
    expect(weekdayPlural('2026-12-05')).toBe('sábados');
  });

  it('a rate limit says when to come back once, in either language', () => {
    setLang('pt');
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'Too many requests', [], 18))).toBe('Muitas solicitações. Tente de novo em 18 segundos.');
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe('Muitas solicitações. Tente de novo em instantes.');
    setLang('en');
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'Too many requests', [], 18))).toBe('Too many requests Try again in 18 seconds.');
  });
});
