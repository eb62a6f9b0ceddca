import type { Ctx } from '../context';
import { loadConfiguration } from '../configuration/service';

// Building an Intl.DateTimeFormat costs far more than formatting with one (a third of a
// millisecond, on every request that needs "today"): one per zone, kept for the process.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `YYYY-MM-DD` at `now` in an IANA time zone. */
export function dayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The owner's calendar day, `YYYY-MM-DD` (DOMAIN-FACTS: "Today" always comes from the user's
 * IANA time zone, set in their configuration; UTC until they choose one).
 */
export async function ownerToday(ctx: Ctx): Promise<string> {
  const { timeZone } = await loadConfiguration(ctx);
  return dayIn(timeZone, ctx.deps.clock.now());
}
