import type { Schema } from '../../../client/rest';

type Entry = Schema<'TodayEntry'>;
export interface Window {
  key: string;
  name: string;
  start: string;
  end: string;
  items: number;
}

export const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The day's time windows: each section with a window, and each item with its own time outside
 * a section, in start order. An item inside a section counts towards the section's window.
 */
export function windowsOf(entries: Entry[]): Window[] {
  const out = new Map<string, Window>();
  for (const e of entries) {
    const s = e.section;
    if (s?.startTime && s.endTime) {
      const w = out.get(s.id) ?? { key: s.id, name: s.name, start: s.startTime, end: s.endTime, items: 0 };
      w.items++;
      out.set(s.id, w);
    } else if (e.startTime && e.endTime) {
      out.set(e.groupId, { key: e.groupId, name: e.name, start: e.startTime, end: e.endTime, items: 1 });
    }
  }
  return [...out.values()].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}
