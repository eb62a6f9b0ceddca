import type { MoodRow } from './entity';

/** What the person's own client reads (REST): the journal included. */
export interface MoodEntry {
  date: string;
  level: number;
  journal: string | null;
  hasText: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What any model-facing path may see. Built field by field, never by spreading a row, so a
 * new attribute can never carry the journal out by accident.
 */
export interface MoodDay {
  date: string;
  level: number;
  hasText: boolean;
}

export function toMoodEntry(r: MoodRow): MoodEntry {
  const journal = r.journal ?? null;
  return { date: r.date, level: r.level, journal, hasText: journal !== null, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

export function toMoodDay(r: MoodRow): MoodDay {
  return { date: r.date, level: r.level, hasText: typeof r.journal === 'string' && r.journal.length > 0 };
}
