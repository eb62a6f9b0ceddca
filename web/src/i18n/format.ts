import { getLang, localeOf } from './lang';

/** Dates and numbers in the page's language (pt-BR writes 2 de dez., 1.234,5). */
export const formatDate = (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string =>
  new Date(value).toLocaleString(localeOf(getLang()), options);

export const formatDateTime = (value: string | number | Date): string => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

export const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string => n.toLocaleString(localeOf(getLang()), options);

/** A calendar day (`YYYY-MM-DD`, no time zone) as the person reads it. */
export const formatDay = (day: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(localeOf(getLang()), { ...options, timeZone: 'UTC' });
