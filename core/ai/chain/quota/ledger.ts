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

export type Grant = { ok: true } | { ok: false; why: 'spent' | 'reserved'; backAtMs: number };

/**
 * The free tiers as a budget every instance shares (C9): before a call the chain asks for one
 * call of a link's window; a link without headroom for the call's class gets no request and is
 * skipped like a cooling one (a 429 still cools it as before, C6). Never throws: a ledger that
 * cannot reach its table lets the call go (the provider's own 429 remains the backstop).
 */
export interface QuotaLedger {
  take(link: string, cls: CallClass, nowMs: number): Promise<Grant>;
  /** Tokens a call of `link` used (for tokens-per-minute limits). Fire-and-forget. */
  used(link: string, tokens: number, nowMs: number): void;
  /** Resolves once the writes started so far have landed. */
  settled(): Promise<void>;
}

/** No limits: every call goes (tests of other rules, and links with none configured). */
export const unlimitedLedger: QuotaLedger = {
  take: async () => ({ ok: true }),
  used: () => undefined,
  settled: async () => undefined,
};

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
