import type { EntryStatus } from '../constance/outcome';
import type { ItemKind, RoutineType } from '../routine/entity';
import type { XpDecayStrategy } from '../xp/late';
import type { Day, DayEntry } from './day';
import { xpIfChecked } from './entry-xp';

export interface TodayEntry {
  /** The entry's id: what check, skip and micro-tasks take (also called the entry id). */
  groupId: string;
  section: { id: string; name: string; startTime: string | null; endTime: string | null } | null;
  type: ItemKind;
  /** The habit's or task's own id (for editing it, never for check or skip). */
  itemId: string;
  name: string;
  startTime: string | null;
  endTime: string | null;
  status: 'open' | 'checked' | 'skipped';
  /** Checked: what it paid. Open or skipped: what checking it now pays (entry-xp.ts, as the check does). */
  xp: number;
}

export interface TodayView {
  date: string;
  closed: boolean;
  routine: { id: string; name: string; type: RoutineType } | null;
  entries: TodayEntry[];
  summary: { total: number; checked: number; skipped: number; open: number };
}

const lower = (s: EntryStatus) => s.toLowerCase() as TodayEntry['status'];

export function toEntry(day: Day, e: DayEntry, daysLate: number, strategy: XpDecayStrategy): TodayEntry {
  const list = day.routine?.type === 'LIST';
  return {
    groupId: e.entryId,
    section: list ? null : { id: e.sectionId, name: e.sectionName, startTime: e.sectionStart ?? null, endTime: e.sectionEnd ?? null },
    type: e.kind,
    itemId: e.refId,
    name: e.name,
    startTime: e.startTime ?? null,
    endTime: e.endTime ?? null,
    status: lower(e.status),
    xp: e.status === 'CHECKED' ? e.xp : xpIfChecked(e, daysLate, strategy),
  };
}

export function toToday(day: Day, daysLate: number, strategy: XpDecayStrategy): TodayView {
  const count = (s: EntryStatus) => day.entries.filter((e) => e.status === s).length;
  return {
    date: day.day,
    closed: day.closed,
    routine: day.routine,
    entries: day.entries.map((e) => toEntry(day, e, daysLate, strategy)),
    summary: { total: day.entries.length, checked: count('CHECKED'), skipped: count('SKIPPED'), open: count('OPEN') },
  };
}
