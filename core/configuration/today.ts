import type { Ctx } from '../context';
import { loadConfiguration } from './service';
import type { ConfigurationRow } from './entity';
import { BoundedCache } from '../util/bounded-cache';

/** Formatters kept per process, per zone: more than there are IANA zones. */
export const ZONE_FORMATS_MAX = 1024;

// Building an Intl.DateTimeFormat costs far more than formatting with one (a third of a
// millisecond, on every request that needs "today"): one per zone, kept for the process, and
// bounded (zones are stored canonical, so real use never reaches the bound).
const dayFormats = new BoundedCache<string, Intl.DateTimeFormat>(ZONE_FORMATS_MAX);

/** The calendar day `YYYY-MM-DD` at `now` in an IANA time zone. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  const format = dayFormats.getOrCreate(timeZone, (tz) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }));
  return format.format(now);
}

/**
 * The owner's calendar day, `YYYY-MM-DD` (DOMAIN-FACTS: "Today" always comes from the user's
 * IANA time zone, set in their configuration; UTC until they choose one).
 */
export async function ownerToday(ctx: Ctx): Promise<string> {
  return (await ownerDay(ctx)).today;
}

/**
 * The owner's day and app language from one read of their configuration: the agent's turn
 * needs both (the tools' "today", the write cards' language: undo/language.ts).
 */
export async function ownerDay(ctx: Ctx): Promise<{ today: string; language: ConfigurationRow['language'] }> {
  const { timeZone, language } = await loadConfiguration(ctx);
  return { today: dayIn(timeZone, ctx.deps.clock.now()), language };
}
