import type { Schema } from '../../client/rest';

type TodayEntry = Schema<'TodayEntry'>;

/** Entries by section, in the routine's order; a LIST routine is one unnamed group. */
export function bySection(entries: TodayEntry[]): { key: string; name: string | null; window: string; entries: TodayEntry[] }[] {
  const groups = new Map<string, { key: string; name: string | null; window: string; entries: TodayEntry[] }>();
  for (const e of entries) {
    const key = e.section?.id || '';
    let g = groups.get(key);
    if (!g) {
      const s = e.section;
      const window = s?.startTime ? `${s.startTime}–${s.endTime ?? ''}` : '';
      groups.set(key, (g = { key, name: s?.name || null, window, entries: [] }));
    }
    g.entries.push(e);
  }
  return [...groups.values()];
}
