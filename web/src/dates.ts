import { getLang } from './i18n/lang';

/**
 * Calendar days as the server counts them: `YYYY-MM-DD` in the person's IANA time zone
 * (DOMAIN-FACTS: "Today always comes from the user's IANA time zone"). Framework-free.
 */

/** The day `at` falls on in `zone`. */
export function dayIn(zone: string, at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** `count` days ending on `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** Monday first, as the server stores them (core/schedule/weekdays.ts). */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `MONDAY` … (what schedules and study cycles take). */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(utc(day).getUTCDay() + 6) % 7]!;

/** British day-month order in English; Brazilian Portuguese in Portuguese (the page's language). */
const locale = () => (getLang() === 'pt' ? 'pt-BR' : 'en-GB');

/** "Tuesday, 1 December" (or the short "Tue 1"); "terça-feira, 1 de dezembro" in Portuguese. */
export function dayLabel(day: string, style: 'long' | 'short' = 'long'): string {
  const opts: Intl.DateTimeFormatOptions =
    style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale(), opts).format(utc(day));
}

/** "Tuesdays" ("terças-feiras", "sábados"). */
export function weekdayPlural(day: string): string {
  const name = new Intl.DateTimeFormat(locale(), { weekday: 'long', timeZone: 'UTC' }).format(utc(day));
  return getLang() === 'pt' ? name.replace(/-feira$/, 's-feiras').replace(/^(sábado|domingo)$/, '$1s') : `${name}s`;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
