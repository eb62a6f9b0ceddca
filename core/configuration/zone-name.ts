import { BoundedCache } from '../util/bounded-cache';

/** Every canonical zone the runtime knows, by its lowercase spelling (UTC is not in the list). */
const KNOWN = new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]));

/** Aliases ("US/Eastern", "Etc/GMT") resolved through Intl: bounded, since input is unbounded. */
const aliases = new BoundedCache<string, string | null>(1024);

/**
 * The canonical IANA name of a time zone as the runtime's ICU spells it ("europe/lisbon",
 * "EUROPE/LISBON" → "Europe/Lisbon"; "US/Eastern" → "America/New_York"), or null when it is
 * not a zone. Stored zones are always canonical, so each real zone is one zone everywhere:
 * one day-close visit, one index partition, one cached formatter. A case variant is a plain
 * lookup: no Intl object is built for it (each one costs memory inside ICU).
 */
export function canonicalZone(tz: string): string | null {
  if (tz.length === 0 || tz.length > 64) return null;
  const known = KNOWN.get(tz.toLowerCase());
  if (known) return known;
  return aliases.getOrCreate(tz, () => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  });
}
