import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Deps } from '../../context';
import type { Log } from '../../log';
import { describeLlmError } from './classify';
import { tableCooldowns, type CooldownStore } from './cooldowns';
import { FallbackChatModel, type CallBudget } from './fallback-model';
import { planLineup, type LinkId } from './lineup';
import { providerModel } from './links';
import { emfChainMetrics, type ChainMetrics } from './metrics';
import { simModel } from './sim-link';
import { realSleep, type Sleep } from './verdict';
import { unlimitedLedger, type CallClass, type QuotaLedger } from './quota/ledger';
import { linkLimits } from './quota/limits';
import { tableLedger } from './quota/table-ledger';
import { tablePersonShares } from './quota/person-share';
import { tableWindows } from './quota/token-store';
import { PAID_TIERS } from './quota/paid';
import { noSpend, tableSpend, type SpendLedger } from './quota/spend';

export { classifyLlmError, describeLlmError, type LlmErrorClass } from './classify';
export { tableCooldowns, COOLDOWN_MEMO_MS, QUIET_MEMO_MS, QUIET_MEMO_JITTER, type CooldownStore, type MemoRules } from './cooldowns';
export {
  aiRefused, aiUnavailable, personLimited, ChainConfigError, ChainExhaustedError, ChainRefusedError, FirstByteTimeoutError, isChainExhausted,
  contentFiltered, isChainRefused, isRequestFault, isStreamIdle, StreamIdleError,
  type LinkFailure, type LinkOutcome,
} from './errors';
export { RETRY_DELAY_MS, RETRY_JITTER, SHORT_HINT_MS, type Sleep } from './verdict';
export { FallbackChatModel, MIN_ATTEMPT_MS, type CallBudget, type ChainLink, type ChainRules } from './fallback-model';
export { outputLimits, OUTPUT_TOKENS, type OutputDoor } from './output-limits';
export { planLineup, PRODUCTION_LINEUP, type LinkId, type Lineup } from './lineup';
export { emfChainMetrics, memoryChainMetrics, type ChainEvent, type ChainMetrics } from './metrics';
export { announcedServer, servedBy, servedByError, type ServedRecord } from './served';
export { CALL_CLASSES, RESERVE, reservedCalls, reservedTokens, unlimitedLedger, type CallClass, type Grant, type QuotaLedger, type Refusal, type TokenHold } from './quota/ledger';
export { DEFAULT_OUTPUT_CAP, inputTokenBound, outputTokenBound, requestTokenBound } from './quota/estimate';
export { TOKEN_BLOCK_SHARE } from './quota/token-ledger';
export { memoryWindows, tableWindows, tokensKey, type WindowStore } from './quota/token-store';
export { SLOT_MS } from './quota/token-windows';
export { FREE_TIER_LIMITS, FREE_TIERS_READ_AT, linkLimits, type LinkLimits, type LinkLimitsByLink } from './quota/limits';
export { tableLedger, QUOTA_PARTITION } from './quota/table-ledger';
export { PERSON_BLOCK_SHARE, personShareOf, tablePersonShares, type PersonShares } from './quota/person-share';
export { PAID_TIERS, PAID_TIERS_READ_AT, PAID_OUTPUT_CAP, costMicros, reserveMicros, type PaidPrice, type PaidTier } from './quota/paid';
export { monthOf, noSpend, spendKey, tableSpend, type SpendGrant, type SpendHold, type SpendLedger } from './quota/spend';

/**
 * Non-streaming calls can take long on a free tier (a whole structured answer is one "byte").
 * The ceiling for a caller without a budget; every caller with a hard limit of its own (a route
 * under API Gateway's 30 s, the briefing worker under its Lambda timeout) passes a CallBudget.
 */
export const GENERATE_TIMEOUT_MS = 60_000;

/** `model` bounded by `budget` when it is the chain; any other model (a test double) as is. */
export function withBudget(model: LanguageModelV3, budget: CallBudget): LanguageModelV3 {
  return model instanceof FallbackChatModel ? model.withBudget(budget) : model;
}

/** `model` for calls of `callClass` when it is the chain (quota/ledger.ts); any other model as is. */
export function withCallClass(model: LanguageModelV3, callClass: CallClass): LanguageModelV3 {
  return model instanceof FallbackChatModel ? model.forClass(callClass) : model;
}

/**
 * `model` for calls `person` (a user id) causes, when it is the chain: each is counted against
 * that person's share of the link's minute and of the paid budget (issue 47). Any other model as is.
 */
export function withPerson(model: LanguageModelV3, person: string): LanguageModelV3 {
  return model instanceof FallbackChatModel ? model.forPerson(person) : model;
}

/**
 * `model`'s cooldown read started ahead of its call when it is the chain (FallbackChatModel.warm),
 * with `person`'s first call of their share taken in the same wave; nothing for any other model.
 */
export function warmModel(model: LanguageModelV3, person?: string): Promise<void> {
  return model instanceof FallbackChatModel ? model.warm(person) : Promise.resolve();
}

export interface BuildChainOptions {
  /** Replace a link's model (tests, bench); a link with an override counts as configured. */
  modelOverrides?: Partial<Record<LinkId, LanguageModelV3>>;
  /** Default: CloudWatch EMF on stdout. Tests pass `memoryChainMetrics()`. */
  metrics?: ChainMetrics;
  /** Default: the table with a 2 s per-instance memo. */
  cooldowns?: CooldownStore;
  generateTimeoutMs?: number;
  /** How the chain pauses before a same-link retry; default real timers. Tests record instead. */
  sleep?: Sleep;
  /** The retry pause's jitter source; default Math.random. */
  random?: () => number;
  /** Default: the table ledger over the repo's free-tier limits and AI_LINK_LIMITS. */
  quota?: QuotaLedger;
  /** Default: the month's spend in the table, capped at AI_MONTHLY_BUDGET_USD (none at 0). */
  spend?: SpendLedger;
}

/**
 * The one model every AI feature uses. Call it once in the composition root at startup: it
 * throws ChainConfigError when the configuration leaves no link (C2), which must stop the
 * app from booting rather than serve a dead assistant.
 *
 * ```ts
 * const model = buildChain(deps);
 * const result = streamText({ model, ...chainStreamCall(deps.log), messages, tools, stopWhen: stepCountIs(8) });
 * for (const step of await result.steps) turn.servedBy.push(servedBy(step.providerMetadata));
 * ```
 */
export function buildChain(deps: Deps, opts: BuildChainOptions = {}): FallbackChatModel {
  const { config, log } = deps;
  const overrides = opts.modelOverrides ?? {};
  const lineup = planLineup(config, { present: new Set(Object.keys(overrides)) });
  for (const note of lineup.notes) log[note.level](note.message);
  const free = lineup.links.map((name) => ({
    name,
    model: overrides[name] ?? (name === 'sim' ? simModel : providerModel(name, config.chain.links[name])),
  }));
  // The paid spill-over, after every free link (issue 32): the same provider's SDK, its own key.
  const paid = lineup.paid.map((name) => ({
    name,
    model: overrides[name] ?? providerModel(PAID_TIERS[name].provider, config.chain.paid.links[name]),
    paid: { inputPerM: PAID_TIERS[name].inputPerM, outputPerM: PAID_TIERS[name].outputPerM },
  }));
  const links = [...free, ...paid];
  log.info('LLM chain ready', { stage: config.stage, links: lineup.links, ...(paid.length ? { paid: lineup.paid, budgetUsd: config.chain.paid.budgetUsd, paidClasses: config.chain.paid.classes } : {}) });
  const metrics = opts.metrics ?? emfChainMetrics(config.stage);
  return new FallbackChatModel(
    links,
    {
      cooldownRateLimitS: config.chain.cooldownRateLimitS,
      cooldownErrorS: config.chain.cooldownErrorS,
      firstByteTimeoutMs: config.chain.firstByteTimeoutMs,
      idleTimeoutMs: config.chain.idleTimeoutMs,
      generateTimeoutMs: opts.generateTimeoutMs ?? GENERATE_TIMEOUT_MS,
    },
    {
      cooldowns: opts.cooldowns ?? tableCooldowns(deps),
      metrics,
      clock: deps.clock,
      log,
      sleep: opts.sleep ?? realSleep,
      random: opts.random ?? Math.random,
      // The offline sim link has no provider behind it: nothing to count. A person's share of
      // each link's minute rides on the same ledger (quota/person-share.ts).
      quota:
        opts.quota ??
        (lineup.links.every((l) => l === 'sim') && paid.length === 0
          ? unlimitedLedger
          : tableLedger(deps, linkLimits(config.chain.linkLimits), tableWindows(deps.db), config.chain.personShare.link < 1 ? tablePersonShares(deps, config.chain.personShare.link) : undefined)),
      spend: opts.spend ?? (paid.length > 0 ? tableSpend(deps, config.chain.paid.budgetUsd, metrics, config.chain.personShare.budget) : noSpend),
      paidClasses: new Set(config.chain.paid.classes),
    },
  );
}

/**
 * Spread into every `generateText` over the chain. The chain already gives each link exactly
 * one attempt; the SDK's default retries (2, after 2 s and 4 s) would re-run the whole chain
 * from its first link, paying every failing provider again and making the user wait ~6 s more
 * for the same error. (Today ChainExhaustedError is not retryable anyway; this keeps it so.)
 */
export const CHAIN_CALL = { maxRetries: 0 } as const;

/**
 * `CHAIN_CALL` plus an `onError` for `streamText`: without one the SDK prints the whole error
 * with console.error, request body (the user's prompt) included. Logs class and status only.
 */
export function chainStreamCall(log: Log) {
  return {
    ...CHAIN_CALL,
    onError: ({ error }: { error: unknown }) => {
      const { class: cls, status } = describeLlmError(error);
      log.warn('LLM stream error', { error: (error as Error | undefined)?.name, class: cls, status });
    },
  };
}
