import { WEEKDAYS, type Weekday } from '../../dates';
import { getLang, localeOf } from '../../i18n/lang';

/** 2024-01-01 was a Monday: the weekday's name in the page's language from Intl, not a table. */
export function weekdayName(day: Weekday, style: 'long' | 'short' = 'long'): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return date.toLocaleDateString(localeOf(getLang()), { weekday: style, timeZone: 'UTC' });
}

/** Days in week order (Monday first), named and joined: "Monday, Wednesday". */
export const dayList = (days: readonly Weekday[], style: 'long' | 'short' = 'long') =>
  WEEKDAYS.filter((d) => days.includes(d))
    .map((d) => weekdayName(d, style))
    .join(', ');
