/**
 * Weekdays as schedules store them (DOMAIN-FACTS "Schedules": Monday…Sunday, input in any
 * case, English or Portuguese). People and models write "terça", "Tuesday", "SEG" or
 * "sábado"; all of them land on the same stored name, so "one routine per weekday" compares
 * like with like.
 */
import { z } from 'zod';
import { toEpochDay } from '../xp/dates';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Portuguese names with and without accents and the "-feira" suffix, plus 3-letter forms.
const ALIASES: Record<string, Weekday> = {
  segunda: 'MONDAY',
  terca: 'TUESDAY',
  quarta: 'WEDNESDAY',
  quinta: 'THURSDAY',
  sexta: 'FRIDAY',
  sabado: 'SATURDAY',
  domingo: 'SUNDAY',
  mon: 'MONDAY',
  tue: 'TUESDAY',
  wed: 'WEDNESDAY',
  thu: 'THURSDAY',
  fri: 'FRIDAY',
  sat: 'SATURDAY',
  sun: 'SUNDAY',
  seg: 'MONDAY',
  ter: 'TUESDAY',
  qua: 'WEDNESDAY',
  qui: 'THURSDAY',
  sex: 'FRIDAY',
  sab: 'SATURDAY',
  dom: 'SUNDAY',
};

/** The stored weekday for any accepted spelling, or undefined. */
export function parseWeekday(input: string): Weekday | undefined {
  const key = input
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[-\s]?feira$/, '');
  const english = key.toUpperCase();
  if ((WEEKDAYS as readonly string[]).includes(english)) return english as Weekday;
  return ALIASES[key];
}

export const WeekdayField = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform((s, ctx) => {
    const day = parseWeekday(s);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: `Not a weekday: "${s}"; use Monday…Sunday (any case) or segunda…domingo` });
      return z.NEVER;
    }
    return day;
  })
  .describe('A weekday: Monday…Sunday in any case, or in Portuguese (segunda, terça, …, domingo)');

/** A set of weekdays; duplicates in any spelling collapse, order follows the week. */
export const WeekdaysField = z
  .array(WeekdayField)
  .min(1)
  .max(14)
  .transform((days) => WEEKDAYS.filter((d) => days.includes(d)))
  .describe('The weekdays the routine applies to, e.g. ["monday", "Wednesday", "sexta"]');

/** The weekday of a calendar day `YYYY-MM-DD` (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(((toEpochDay(date) + 3) % 7) + 7) % 7]!;
}
