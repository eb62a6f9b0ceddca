/**
 * Item times inside a section's window (DOMAIN-FACTS "Routines": within the section ±5 min;
 * an end before its start is refused unless the section runs overnight). The onboarding
 * incident (SPEC O2: unclamped times produced a routine nobody could submit) is why the rule
 * is checked on every write, with the window in the message so the caller can fix it.
 */
import { z } from 'zod';

export const WINDOW_TOLERANCE_MIN = 5;
const DAY_MIN = 24 * 60;

/** `HH:mm` (a single-digit hour is accepted and padded). */
export const TimeField = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm, 00:00–23:59')
  .transform((t) => t.padStart(5, '0'))
  .describe('A time of day, HH:mm (24-hour)');

export function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

export interface Window {
  startTime: string;
  endTime: string;
}

export const isOvernight = (w: Window) => minutes(w.endTime) < minutes(w.startTime);

/** Minutes of a section: an overnight 22:00–06:00 lasts 480. */
export function windowLength(w: Window): number {
  return (minutes(w.endTime) - minutes(w.startTime) + DAY_MIN) % DAY_MIN;
}

/**
 * Where `time` falls relative to the section start, in minutes, allowing the tolerance on
 * both sides: 5 minutes before a 07:00 start is -5, not 1435.
 */
function offset(section: Window, time: string): number {
  const raw = (minutes(time) - minutes(section.startTime) + DAY_MIN) % DAY_MIN;
  return raw > windowLength(section) + WINDOW_TOLERANCE_MIN && raw >= DAY_MIN - WINDOW_TOLERANCE_MIN ? raw - DAY_MIN : raw;
}

/** Why an item's times do not fit the section, or undefined when they do. */
export function itemWindowProblem(section: Window, item: Window): string | undefined {
  const len = windowLength(section);
  const inside = (t: string) => {
    const o = offset(section, t);
    return o >= -WINDOW_TOLERANCE_MIN && o <= len + WINDOW_TOLERANCE_MIN;
  };
  const span = `${section.startTime}–${section.endTime}${isOvernight(section) ? ' (overnight)' : ''}`;
  if (!inside(item.startTime) || !inside(item.endTime)) {
    return `${item.startTime}–${item.endTime} is outside the section window ${span} (±${WINDOW_TOLERANCE_MIN} min)`;
  }
  if (offset(section, item.endTime) < offset(section, item.startTime)) {
    return `ends (${item.endTime}) before it starts (${item.startTime}) inside the window ${span}`;
  }
  return undefined;
}

/** A section may run overnight, but must last at least a minute. */
export function sectionWindowProblem(w: Window): string | undefined {
  return w.startTime === w.endTime ? `starts and ends at ${w.startTime}; a section needs a window` : undefined;
}
