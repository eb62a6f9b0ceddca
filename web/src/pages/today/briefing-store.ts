import { ok } from '../../client/rest';
import { rest } from '../../session';
import type { Briefing, Narrative } from './briefing-types';

/**
 * `GET /daily-briefing` has its own small bucket (10 an hour, DOMAIN-FACTS), so the card asks
 * once per person and day in this tab and keeps what the polls learn; coming back to Today
 * shows the same card without another request.
 */
let kept: { key: string; briefing: Promise<Briefing> } | undefined;

export function loadBriefing(userId: string, date: string): Promise<Briefing> {
  const key = `${userId}/${date}`;
  if (kept?.key !== key) {
    const briefing = ok(rest.GET('/daily-briefing'));
    kept = { key, briefing };
    briefing.catch(() => kept?.briefing === briefing && (kept = undefined));
  }
  return kept.briefing;
}

/** The poll found the prose: later opens show it at once. */
export function keepNarrative(userId: string, date: string, narrative: Narrative): void {
  const key = `${userId}/${date}`;
  if (kept?.key === key) kept = { key, briefing: kept.briefing.then((b) => ({ ...b, narrative })) };
}

export const fetchNarrative = () => ok(rest.GET('/daily-briefing/narrative'));
