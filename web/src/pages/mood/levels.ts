import { daysEnding } from '../../dates';
import { t } from './messages';

/** DOMAIN-FACTS "Mood": level 1 (awful) … 5 (great). */
export const LEVELS = [
  { level: 1, word: 'awful', face: '😣' },
  { level: 2, word: 'bad', face: '🙁' },
  { level: 3, word: 'okay', face: '😐' },
  { level: 4, word: 'good', face: '🙂' },
  { level: 5, word: 'great', face: '😄' },
] as const;

export const JOURNAL_MAX = 4000;

/** The level's word in the page's language (LEVELS keeps the English one for code that needs a fixed word). */
export const levelWord = (level: number) => (level >= 1 && level <= 5 ? t(`level${level as 1 | 2 | 3 | 4 | 5}`) : String(level));

/** The week strip: each of the 7 days ending `to` with its level or null (levels only, never the journal). */
export function weekStrip(to: string, entries: { date: string; level: number }[]): { date: string; level: number | null }[] {
  const byDay = new Map(entries.map((e) => [e.date, e.level]));
  return daysEnding(to, 7).map((date) => ({ date, level: byDay.get(date) ?? null }));
}
