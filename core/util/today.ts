import type { Ctx } from '../context';

/**
 * The owner's calendar day, `YYYY-MM-DD` (DOMAIN-FACTS: "Today" always comes from the user's
 * IANA time zone). User configuration (D9, with the time zone) does not exist yet, so this
 * answers the UTC day for now; it is async and takes the ctx so the configuration issue can
 * read the zone here without touching any caller.
 */
export async function ownerToday(ctx: Ctx): Promise<string> {
  return ctx.deps.clock.now().toISOString().slice(0, 10);
}
