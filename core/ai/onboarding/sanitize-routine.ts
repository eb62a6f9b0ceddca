import { fromMinutes, parseClockTime, toMinutes } from '../../util/clock-time';
import { normaliseWeekdays, WEEKDAYS } from '../../util/weekdays';
import type { ModelOutput, SuggestInput } from './schema';
import { LIMITS } from './sanitize-lists';

const key = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * Clamp an item's time into its section's window. A section whose end is before its start runs
 * overnight and is left alone (the window wraps midnight). This rule exists because an
 * unclamped time once produced a routine that could neither be submitted nor fixed.
 */
function clampInto(time: string, start: string, end: string): string {
  const [t, s, e] = [toMinutes(time), toMinutes(start), toMinutes(end)];
  if (e < s) return time; // overnight section
  return fromMinutes(Math.min(e, Math.max(s, t)));
}

/** Sections ≤ 8 with readable times, items clamped, at most 3 items that are not yet accepted. */
export function sanitizeRoutine(input: SuggestInput, out: ModelOutput<'routine'>) {
  const known = new Set([...(input.accepted.habits ?? []), ...(input.accepted.tasks ?? [])].map((i) => key(i.name)));
  const valid = out.sections.flatMap((s) => {
    const start = parseClockTime(s.startTime);
    const end = parseClockTime(s.endTime);
    const name = s.name.trim().slice(0, 100);
    return start && end && start !== end && name ? [{ name, start, end, items: s.items }] : [];
  });
  let newItems = 0;
  const sections = valid.slice(0, LIMITS.sections).map(({ name, start, end, items }) => ({
    name,
    startTime: start,
    endTime: end,
    items: items.flatMap((i) => {
      const itemName = i.name.replace(/\s+/g, ' ').trim().slice(0, 256);
      if (itemName.length < 2) return [];
      const isNew = !known.has(key(itemName));
      if (isNew && newItems >= LIMITS.newRoutineItems) return [];
      if (isNew) newItems++;
      const itemStart = clampInto(parseClockTime(i.startTime) ?? start, start, end);
      const rawEnd = clampInto(parseClockTime(i.endTime) ?? itemStart, start, end);
      // Outside an overnight section an item cannot end before it starts.
      const itemEnd = end >= start && rawEnd < itemStart ? itemStart : rawEnd;
      return [{ name: itemName, kind: i.kind, isNew, startTime: itemStart, endTime: itemEnd }];
    }),
  }));
  const weekdays = normaliseWeekdays(out.weekdays ?? []);
  return {
    name: out.name?.trim().slice(0, 100) || 'My routine',
    weekdays: weekdays.length ? weekdays : [...WEEKDAYS],
    sections,
  };
}
