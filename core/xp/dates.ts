/**
 * Day arithmetic on calendar days written `YYYY-MM-DD`. A calendar day has no time zone: the
 * caller resolves "today" in the owner's IANA zone first (DOMAIN-FACTS: "Today" always comes
 * from the user's time zone) and hands us the date. We then count days with integer
 * arithmetic (days since 1970-01-01, proleptic Gregorian), so DST and the host's zone can
 * never shift a count by one. No `Date` involved at all.
 */
import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Howard Hinnant's days_from_civil / civil_from_days: exact for every Gregorian date.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z0 = days + 719468;
  const era = Math.floor(z0 / 146097);
  const doe = z0 - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function split(date: string): [number, number, number] | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

/** True for a real calendar day in `YYYY-MM-DD` form ("2025-02-29" is false). */
export function isIsoDate(date: string): boolean {
  return split(date) !== null;
}

/** A calendar day as a schema, for inputs that carry dates. */
export const IsoDate = z
  .string()
  .refine(isIsoDate, 'expected a calendar day as YYYY-MM-DD')
  .describe('A calendar day, YYYY-MM-DD, in the owner\'s time zone');

/** Days since 1970-01-01. Throws RangeError on anything but a real `YYYY-MM-DD` day (a bug). */
export function toEpochDay(date: string): number {
  const parts = split(date);
  if (!parts) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return daysFromCivil(...parts);
}

export function fromEpochDay(days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`epoch day must be an integer, got ${days}`);
  const [y, m, d] = civilFromDays(days);
  if (y < 0 || y > 9999) throw new RangeError(`year ${y} is outside 0000–9999`);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Signed whole days from `from` to `to`: daysBetween('2025-01-01', '2025-01-08') = 7. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The day `n` days after `date` (negative n goes back). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`days to add must be an integer, got ${n}`);
  return fromEpochDay(toEpochDay(date) + n);
}
