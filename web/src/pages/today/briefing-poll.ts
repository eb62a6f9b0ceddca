import type { Narrative } from './briefing-types';

/**
 * SPEC B4: `GET /daily-briefing` waits about 8 s for the prose, then answers PENDING; the client
 * then polls `GET /daily-briefing/narrative` (a primary-key read that never starts a
 * generation) about 70 s in 10 requests, slowing down as it goes, and then shows its own copy.
 */
export const POLL_DELAYS_MS = [2, 3, 4, 5, 6, 7, 8, 10, 12, 13].map((s) => s * 1000);

export type PollOutcome = { kind: 'narrative'; narrative: Narrative } | { kind: 'gave-up' } | { kind: 'aborted' };

export interface PollDeps {
  fetchNarrative(): Promise<Narrative>;
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  wait?(ms: number, signal: AbortSignal): Promise<void>;
  delays?: readonly number[];
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

/**
 * Poll until the narrative is no longer PENDING. A failed poll (no connection, a 429) counts
 * as one of the ten and the next one tries again: the fallback copy is cosmetic (B6), so a
 * hiccup never turns into an error on the card.
 */
export async function pollNarrative(deps: PollDeps, signal: AbortSignal): Promise<PollOutcome> {
  const wait = deps.wait ?? sleep;
  for (const ms of deps.delays ?? POLL_DELAYS_MS) {
    try {
      await wait(ms, signal);
    } catch {
      return { kind: 'aborted' };
    }
    if (signal.aborted) return { kind: 'aborted' };
    const narrative = await deps.fetchNarrative().catch(() => undefined);
    if (signal.aborted) return { kind: 'aborted' };
    if (narrative && narrative.status !== 'PENDING') return { kind: 'narrative', narrative };
  }
  return { kind: 'gave-up' };
}
