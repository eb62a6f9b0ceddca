import { describe, expect, it } from 'vitest';
import { parseWeekday, weekdayOf, WeekdaysField } from '../../../core/schedule/weekdays';

describe('weekdays', () => {
  it.each([
    ['monday', 'MONDAY'],
    ['Monday', 'MONDAY'],
    ['SATURDAY', 'SATURDAY'],
    [' tue ', 'TUESDAY'],
    ['segunda', 'MONDAY'],
    ['Segunda-feira', 'MONDAY'],
    ['terça', 'TUESDAY'],
    ['TERCA-FEIRA', 'TUESDAY'],
    ['quarta feira', 'WEDNESDAY'],
    ['Sábado', 'SATURDAY'],
    ['sabado', 'SATURDAY'],
    ['domingo', 'SUNDAY'],
  ])('%j → %s', (input, day) => {
    expect(parseWeekday(input)).toBe(day);
  });

  it('refuses anything else, naming the accepted forms', () => {
    expect(parseWeekday('someday')).toBeUndefined();
    const res = WeekdaysField.safeParse(['monday', 'funday']);
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]).toMatchObject({ path: [1], message: expect.stringMatching(/Monday…Sunday.*segunda…domingo/) });
  });

  it('collapses duplicates in any spelling and orders by the week', () => {
    expect(WeekdaysField.parse(['domingo', 'Monday', 'segunda', 'SUNDAY', 'wed'])).toEqual(['MONDAY', 'WEDNESDAY', 'SUNDAY']);
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('1970-01-01')).toBe('THURSDAY');
    expect(weekdayOf('2026-11-29')).toBe('SUNDAY');
    expect(weekdayOf('2026-11-30')).toBe('MONDAY');
    expect(weekdayOf('2024-02-29')).toBe('THURSDAY');
  });
});
