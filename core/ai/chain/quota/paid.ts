import type { LanguageModelV3CallOptions, LanguageModelV3Usage } from '@ai-sdk/provider';
import { LINK_NAMES, PAID_LINK_NAMES, type LinkName, type PaidLinkName } from '../../../config';
import { DEFAULT_OUTPUT_CAP, inputTokenBound, outputTokenBound, servedNothing } from './estimate';
import paidTiers from './paid-tiers.json';

/** A paid tier's list price, in USD per million tokens. */
export interface PaidPrice {
  inputPerM: number;
  outputPerM: number;
}

export interface PaidTier extends PaidPrice {
  /** The free link whose provider sells this tier (P1: only an allowed provider's paid tier). */
  provider: LinkName;
  /** The variable (and SST secret) holding the paid workspace's key. */
  keyVariable: 'MISTRAL_PAID_API_KEY';
}

/** The repo's paid tiers (paid-tiers.json, with the date the prices were read). */
export const PAID_TIERS: Record<PaidLinkName, PaidTier> = (() => {
  const links = paidTiers.links as Record<string, PaidTier>;
  for (const name of PAID_LINK_NAMES) {
    const t = links[name];
    if (!t || !(LINK_NAMES as readonly string[]).includes(t.provider) || !(t.inputPerM >= 0) || !(t.outputPerM >= 0)) {
      throw new Error(`paid-tiers.json: ${name} needs a provider among ${LINK_NAMES.join(',')} and its prices`);
    }
  }
  return links as Record<PaidLinkName, PaidTier>;
})();
export const PAID_TIERS_READ_AT = paidTiers.readAt;

export function isPaidLink(name: string): name is PaidLinkName {
  return (PAID_LINK_NAMES as readonly string[]).includes(name);
}

/**
 * The most a paid call may write when its caller set no cap: the call is sent with this cap
 * (outputTokenBound), so the reserve below is a bound on its cost, not a guess.
 */
export const PAID_OUTPUT_CAP = DEFAULT_OUTPUT_CAP;

/**
 * Micro-dollars (µ$, integers: the table adds them exactly). A price per million tokens in
 * USD is, per token, exactly that many µ$: 3,000 tokens at $0.10/M = 300 µ$.
 */
export function costMicros(price: PaidPrice, input: number, output: number): number {
  return Math.ceil(input * price.inputPerM + output * price.outputPerM);
}

/** What is reserved before a paid call: its cost if it read its whole bound and wrote its whole cap. */
export function reserveMicros(price: PaidPrice, options: LanguageModelV3CallOptions): number {
  return costMicros(price, inputTokenBound(options), outputTokenBound(options));
}

/** The call's real cost from the provider's usage, or undefined when the provider gave none. */
export function usedMicros(price: PaidPrice, usage: LanguageModelV3Usage | undefined): number | undefined {
  const input = usage?.inputTokens.total;
  const output = usage?.outputTokens.total;
  if (input === undefined && output === undefined) return undefined;
  return costMicros(price, input ?? 0, output ?? 0);
}

/**
 * What a paid call that failed before its output cost: nothing when the provider answered
 * with an HTTP error status (it served nothing); unknown otherwise (a timeout, a reset, an
 * error inside a stream: it may have run and billed), so its reserve stays spent.
 */
export function billedOnFailure(error: unknown): number | undefined {
  return servedNothing(error) ? 0 : undefined;
}
