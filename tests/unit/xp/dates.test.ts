import { describe, expect, it } from 'vitest';
import { IsoDate, addDays, daysBetween, fromEpochDay, isIsoDate, toEpochDay } from '../../../core/xp';

describe('dates', () => {
  it.each([
    ['2025-01-01', '2025-01-08', 7],
    ['2025-01-08', '2025-01-01', -7],
    ['2025-03-01', '2025-03-01', 0],
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['2025-02-28', '2025-03-01', 1],
    ['1900-02-28', '1900-03-01', 1], // 1900 is not a leap year
    ['2000-02-28', '2000-03-01', 2], // 2000 is
    ['2024-12-31', '2025-01-01', 1],
    ['2025-03-29', '2025-03-31', 2], // a DST weekend in Europe changes nothing
    ['1970-01-01', '2025-01-01', 20089],
  ])('daysBetween(%s, %s) = %d', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-01-01', 365, '2026-01-01'],
    ['0001-01-01', 0, '0001-01-01'],
  ])('addDays(%s, %d) = %s', (date, n, result) => {
    expect(addDays(date, n)).toBe(result);
  });

  it.each([
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-04-31', false],
    ['2025-1-05', false],
    ['2025-01-05T00:00:00Z', false],
    ['', false],
    ['2025-12-31', true],
  ])('isIsoDate(%s) = %s', (date, ok) => {
    expect(isIsoDate(date)).toBe(ok);
    expect(IsoDate.safeParse(date).success).toBe(ok);
  });

  it('throws on invalid input', () => {
    expect(() => toEpochDay('2025-02-30')).toThrow(RangeError);
    expect(() => addDays('2025-01-01', 0.5)).toThrow(RangeError);
    expect(() => fromEpochDay(1.5)).toThrow(RangeError);
  });

  it('agrees with Date.UTC on every day of 1999–2041 and every 13th day of 1600–2400', () => {
    const days: number[] = [];
    for (let d = Date.UTC(1999, 0, 1) / 86_400_000; d <= Date.UTC(2041, 11, 31) / 86_400_000; d++) days.push(d);
    for (let d = Date.UTC(1600, 0, 1) / 86_400_000; d <= Date.UTC(2400, 11, 31) / 86_400_000; d += 13) days.push(d);
    for (const day of days) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(fromEpochDay(day)).toBe(iso);
      expect(toEpochDay(iso)).toBe(day);
    }
  });
});
