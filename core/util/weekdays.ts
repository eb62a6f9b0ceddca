/** Weekdays as Beyou stores them, Monday first (DOMAIN-FACTS "Schedules"). */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

// English and Portuguese names and common short forms, accents and case ignored.
const ALIASES: Record<string, Weekday> = {};
const NAMES: [Weekday, string[]][] = [
  ['MONDAY', ['monday', 'mon', 'segunda', 'segundafeira', 'seg']],
  ['TUESDAY', ['tuesday', 'tue', 'tues', 'terca', 'tercafeira', 'ter']],
  ['WEDNESDAY', ['wednesday', 'wed', 'quarta', 'quartafeira', 'qua']],
  ['THURSDAY', ['thursday', 'thu', 'thur', 'thurs', 'quinta', 'quintafeira', 'qui']],
  ['FRIDAY', ['friday', 'fri', 'sexta', 'sextafeira', 'sex']],
  ['SATURDAY', ['saturday', 'sat', 'sabado', 'sab']],
  ['SUNDAY', ['sunday', 'sun', 'domingo', 'dom']],
];
for (const [day, names] of NAMES) for (const n of names) ALIASES[n] = day;

/** A weekday from any case, English or Portuguese ("terça-feira", "MONDAY", "sab"), or undefined. */
export function parseWeekday(input: string): Weekday | undefined {
  return ALIASES[strip(input)];
}

/** Normalised, de-duplicated, in week order; unknown names dropped. */
export function normaliseWeekdays(inputs: readonly string[]): Weekday[] {
  const set = new Set(inputs.map(parseWeekday).filter((d): d is Weekday => d !== undefined));
  return WEEKDAYS.filter((d) => set.has(d));
}
