import { CALL_CLASSES } from '../../../config';
import type { LinkLimits } from './limits';

export { CALL_CLASSES };

/**
 * What a model call is for, most urgent first. When a link's window runs low, the lower
 * classes are refused first, so a person waiting on the assistant keeps the last calls:
 * `interactive` (agent steps, an approval's continuation), `study` (tutor, cards, roadmap),
 * `onboarding`, `background` (the briefing's prose, which has its fallback copy, B6).
 */
export type CallClass = (typeof CALL_CLASSES)[number];

/**
 * The share of each window a class leaves to the classes above it: `background` is refused
 * once fewer than 30 % of the window's calls remain, `study` and `onboarding` under 10 %,
 * `interactive` never (until the window is spent).
 */
export const RESERVE: Record<CallClass, number> = { interactive: 0, study: 0.1, onboarding: 0.1, background: 0.3 };

/** Calls of a window a class must leave untouched (at least one once the reserve is > 0). */
export function reservedCalls(limit: number, cls: CallClass): number {
  const share = RESERVE[cls];
  return share === 0 ? 0 : Math.max(1, Math.ceil(limit * share));
}

/** Tokens of a window a class must leave untouched (the same shares as calls). */
export function reservedTokens(tpm: number, cls: CallClass): number {
  return Math.ceil(tpm * RESERVE[cls]);
}

/**
 * The tokens a granted call took from a link's tokens-per-minute window (token-ledger.ts):
 * settle it once the call is over. Opaque to the chain except for `untilMs`.
 */
export interface TokenHold {
  readonly link: string;
  readonly tokens: number;
  /** Send the request before this (epoch ms), or settle the hold with 0 and ask again. */
  readonly untilMs: number;
}

/**
 * No headroom in a window until `backAtMs` (epoch ms): for the class (`spent`, `reserved`), or
 * for the person the call is for, who has used their share of it (`share`: person-share.ts).
 */
export type Refusal = { ok: false; why: 'spent' | 'reserved' | 'share'; backAtMs: number };

export type Grant =
  | { ok: true; hold?: TokenHold }
  | Refusal
  /** The request's token bound is more than the class may ever use of the link's tpm: never sent there. */
  | { ok: false; why: 'too-large' };

/**
 * The free tiers as a budget every instance shares (C9): before a call the chain asks for one
 * call of a link's windows and, on a link with a tokens-per-minute limit, for the request's
 * token bound (estimate.ts) with it; a link without headroom for the call's class gets no
 * request and is skipped like a cooling one (a 429 still cools it as before, C6). The tokens
 * are settled to the provider's usage after the call. Never throws: a ledger that cannot
 * reach its table lets the call go (the provider's own 429 remains the backstop).
 */
export interface QuotaLedger {
  /**
   * `tokens` is asked only of a link with a tpm (it serializes the prompt). `person`: whose call
   * it is (the user id), when a person caused it: it then also takes one call of that person's
   * share of the link's minute (person-share.ts), and a person without one is refused (`share`).
   */
  take(link: string, cls: CallClass, nowMs: number, tokens: () => number, person?: string): Promise<Grant>;
  /**
   * A call of `person`'s on `link` is about to be asked for (a turn's first wave, a step that
   * called tools): take their share's call now, off the call's path. Never throws.
   */
  prefetch?(link: string, person: string, nowMs: number): Promise<void>;
  /**
   * The call is over: `tokens` is what the provider reported (input + output); 0 when it served
   * nothing (an HTTP error before output); undefined when unknown (a timeout, a cut, a cancel:
   * the provider may have counted the whole request), which keeps the reservation. Fire-and-forget.
   */
  settle(hold: TokenHold, tokens: number | undefined, nowMs: number): void;
  /** Resolves once the writes started so far have landed. */
  settled(): Promise<void>;
}

/** No limits: every call goes (tests of other rules, and links with none configured). */
export const unlimitedLedger: QuotaLedger = {
  take: async () => ({ ok: true }),
  settle: () => undefined,
  settled: async () => undefined,
};

/** The ledger's partition: the call counters, the token windows and the paid spend, one item each. */
export const QUOTA_PARTITION = 'CHAIN#quota';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** When the window that refused a call ends: the next minute, or the next day (UTC) for a daily limit. */
export function windowEnd(nowMs: number, daily: boolean): number {
  const size = daily ? DAY_MS : MINUTE_MS;
  return (Math.floor(nowMs / size) + 1) * size;
}

/** A link's limits, or undefined when nothing about it is gated. */
export function gated(limits: LinkLimits | undefined): limits is LinkLimits {
  return Boolean(limits && (limits.rpm || limits.rpd || limits.tpm));
}
