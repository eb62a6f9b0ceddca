/** Minutes since midnight ↔ "HH:mm", and the lenient parse the onboarding wizard needs. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function fromMinutes(total: number): string {
  const t = Math.max(0, Math.min(23 * 60 + 59, Math.round(total)));
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/**
 * "7:5", "07:05:30", "7h05", "24:00" → "HH:mm" (24:00 and beyond the day → 23:59); anything
 * unreadable → undefined. Models write times every way a person would.
 */
export function parseClockTime(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const m = /^\s*(\d{1,2})\s*[:hH.]\s*(\d{1,2})?(?:\s*:\s*\d{1,2})?\s*$/.exec(input);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (min > 59) return undefined;
  if (h >= 24) return h === 24 && min === 0 ? '23:59' : undefined;
  return fromMinutes(h * 60 + min);
}
