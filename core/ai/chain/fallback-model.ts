import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { Clock } from '../../context';
import type { Log } from '../../log';
import type { CooldownStore } from './cooldowns';
import { ChainConfigError, ChainExhaustedError, ChainRefusedError, FirstByteTimeoutError, StreamIdleError, type LinkFailure } from './errors';
import { attemptGenerate } from './generate-attempt';
import type { CallOutcome, ChainEvent, ChainMetrics } from './metrics';
import { withServed, type ServedRecord } from './served';
import { attemptStream, type Attempt, type StreamHooks } from './stream-attempt';
import { judge, type Sleep, type Verdict } from './verdict';
import { outputTokenBound, reportedTokens, requestTokenBound, servedNothing } from './quota/estimate';
import type { CallClass, Grant, QuotaLedger, TokenHold } from './quota/ledger';
import { billedOnFailure, reserveMicros, usedMicros, type PaidPrice } from './quota/paid';
import { monthEnd, type SpendHold, type SpendLedger } from './quota/spend';

export interface ChainLink {
  name: string;
  model: LanguageModelV3;
  /** A paid spill-over link (issue 32): its list price. Tried only after every free link. */
  paid?: PaidPrice;
}

/** What a granted attempt holds until it is over: its tokens (free tiers) and its reserve (paid). */
interface Holds {
  spend?: SpendHold;
  tokens?: TokenHold;
}

export interface ChainRules {
  cooldownRateLimitS: number;
  cooldownErrorS: number;
  /** Streaming: how long a link may take to produce its first content part (C4). */
  firstByteTimeoutMs: number;
  /** Streaming, once output began: the longest silence between two parts (StreamIdleError). */
  idleTimeoutMs: number;
  /** Non-streaming: the response is the first byte, so this bounds the whole call. */
  generateTimeoutMs: number;
}

/**
 * A time budget for one call (failover included), for callers with a hard ceiling: a
 * synchronous route under API Gateway's 30 s, a worker under its Lambda timeout. Without one,
 * only the per-link rules apply, which suit a stream but could outlast the caller.
 */
export interface CallBudget {
  /** The most one link may take: its whole answer (generate) or its first content (stream). */
  linkMs: number;
  /** The whole call, every link included. */
  totalMs: number;
}

/** Below this, a link cannot answer anything worth having: it is not tried. */
export const MIN_ATTEMPT_MS = 1000;

export interface ChainPorts {
  cooldowns: CooldownStore;
  metrics: ChainMetrics;
  clock: Clock;
  log: Log;
  /** The pause before a same-link retry (verdict.ts); tests pass one that records and returns at once. */
  sleep: Sleep;
  /** The retry pause's jitter, in [0, 1). */
  random: () => number;
  /** The free tiers as a budget shared by every instance (quota/): asked before every request. */
  quota: QuotaLedger;
  /** The paid links' monthly cap (quota/spend.ts): a paid call goes only with a granted reserve. */
  spend: SpendLedger;
  /** The classes the paid links serve (AI_PAID_CLASSES); others never reach them. */
  paidClasses: ReadonlySet<CallClass>;
}

/**
 * Several providers behaving like one model (SPEC C4–C9). Each call (each `streamText` step)
 * walks the links in order: a cooling link is skipped without a network call unless it is the
 * last (C7); a link that fails before its first content part may be tried once more (a 5xx, a
 * reset, a provider's short hint: verdict.ts), else is cooled as its failure says and the next
 * one gets the very same options; a refusal stops the walk (ChainRefusedError). Once a link has
 * produced content the chain is committed to it and its errors reach the caller untouched (no
 * stitching, C4). Tools run in `streamText` between calls, so an executed tool is already in
 * the next call's prompt and is never run again whichever link serves it (C5).
 */
export class FallbackChatModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3' as const;
  readonly provider = 'beyou-chain';
  readonly modelId: string;
  readonly supportedUrls: Record<string, RegExp[]> = {};

  constructor(
    readonly links: readonly ChainLink[],
    private readonly rules: ChainRules,
    private readonly ports: ChainPorts,
    /** Set by `withBudget`: per-link cap and the absolute deadline (performance.now() ms). */
    private readonly budget?: { linkMs: number; deadline: number },
    /** What the calls are for (`forClass`): when a window runs low, lower classes are refused first. */
    readonly callClass: CallClass = 'interactive',
    /**
     * Whose calls they are (`forPerson`: the user id), when a person causes them: each also
     * takes from that person's share of the link's minute and of the paid budget (issue 47).
     */
    readonly person?: string,
  ) {
    if (links.length === 0) throw new ChainConfigError('A FallbackChatModel needs at least one link');
    this.modelId = `chain(${links.map((l) => l.name).join('>')})`;
  }

  /**
   * The same chain (links, cooldowns, metrics) bounded in time from now: each link gets at
   * most `linkMs`, and the calls made through it together at most `totalMs`, so a slow first
   * link is abandoned (and cooled) early enough for the next one to have its turn. A link cut
   * short only because the budget ran out is not cooled: it was not given its full time.
   */
  withBudget(budget: CallBudget): FallbackChatModel {
    return new FallbackChatModel(
      this.links,
      this.rules,
      this.ports,
      { linkMs: budget.linkMs, deadline: performance.now() + budget.totalMs },
      this.callClass,
      this.person,
    );
  }

  /** The same chain (budget included) for calls of another class (quota/ledger.ts: CallClass). */
  forClass(callClass: CallClass): FallbackChatModel {
    return new FallbackChatModel(this.links, this.rules, this.ports, this.budget, callClass, this.person);
  }

  /** The same chain (budget and class included) for calls `person` causes: counted against their shares. */
  forPerson(person: string): FallbackChatModel {
    return new FallbackChatModel(this.links, this.rules, this.ports, this.budget, this.callClass, person);
  }

  /**
   * Resolves once the cooldown writes started so far have landed. Failover never waits for
   * them; a Lambda handler about to return (the briefing worker) should, or a freeze can drop one.
   */
  async settled(): Promise<void> {
    await Promise.all([this.ports.cooldowns.settled(), this.ports.quota.settled(), this.ports.spend.settled()]);
  }

  /**
   * Read the cooldowns now, into the store's memo, so that a call starting within the memo
   * period needs no read of its own: a caller with table reads of its own to make first (the
   * agent's turn) overlaps this one with them instead of waiting for it after. With `person`,
   * the first link's call of their share is taken in the same wave (the ledger's prefetch), so
   * the call does not wait for it either. Never throws.
   */
  async warm(person = this.person): Promise<void> {
    const first = this.links[0]!;
    await Promise.all([
      this.links.length > 1 ? this.readCooldowns() : undefined,
      person && !first.paid ? this.prefetchShare(first.name, person) : undefined,
    ]);
  }

  /** A call of `person`'s on `link` is coming: take their share's call now (the ledger's, if it has one). */
  private prefetchShare(link: string, person: string): Promise<void> {
    return (this.ports.quota.prefetch?.(link, person, this.nowMs()) ?? Promise.resolve()).catch(() => undefined);
  }

  doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    return this.run(options, this.rules.firstByteTimeoutMs, (link, opts, served, timeoutMs, holds) =>
      attemptStream(link, opts, { firstByteMs: timeoutMs, idleMs: this.rules.idleTimeoutMs }, served, this.streamHooks(link, opts, holds)),
    );
  }

  doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    return this.run(options, this.rules.generateTimeoutMs, async (link, opts, served, timeoutMs, holds) => {
      const attempt = await attemptGenerate(link, opts, timeoutMs);
      if (!attempt.ok) return attempt;
      this.emitCall(link, 'ok');
      this.tokens(link, attempt.value.usage);
      this.settleTokens(holds.tokens, reportedTokens(attempt.value.usage));
      this.settleSpend(link, holds.spend, attempt.value.usage);
      return { ok: true, value: { ...attempt.value, providerMetadata: withServed(attempt.value.providerMetadata, served) } };
    });
  }

  private async run<T>(
    options: LanguageModelV3CallOptions,
    ruleMs: number,
    attempt: (link: ChainLink, options: LanguageModelV3CallOptions, served: ServedRecord, timeoutMs: number, holds: Holds) => Promise<Attempt<T>>,
  ): Promise<T> {
    // The paid links come last, and only for the classes they serve (issue 32).
    const walk = this.links.filter((l) => !l.paid || this.ports.paidClasses.has(this.callClass));
    const freeCount = this.links.filter((l) => !l.paid).length;
    // A single link always runs (C7), so it needs no cooldown read.
    const cooling = walk.length > 1 ? await this.readCooldowns() : new Map<string, number>();
    const failedOver: LinkFailure[] = [];
    // When each link is back (epoch ms): the answer to "when can I try again?" if all fail.
    const backAt = new Map<string, number>();
    // When the soonest share this person has used of a link is back (epoch ms): their own "try again".
    let shareBack: number | undefined;
    const shareRefused = (at: number) => (shareBack = Math.min(shareBack ?? at, at));
    links: for (const [i, link] of walk.entries()) {
      const next = walk[i + 1];
      const coolingUntil = cooling.get(link.name);
      if (coolingUntil !== undefined) backAt.set(link.name, coolingUntil);
      // C7: the last free link is tried even while cooling, before any paid spill-over.
      const skippable = link.paid ? next !== undefined : i + 1 < freeCount;
      if (skippable && next && coolingUntil !== undefined) {
        failedOver.push({ link: link.name, model: link.model.modelId, class: 'COOLDOWN' });
        this.emit({ metric: 'LlmFallback', from: link.name, to: next.name, reason: 'COOLDOWN' });
        continue;
      }
      for (let tries = 0; ; tries++) {
        const time = this.timeFor(ruleMs);
        if (!time) {
          // The budget is spent: neither this link nor any after it can answer in time.
          failedOver.push({ link: link.name, model: link.model.modelId, class: 'DEADLINE' });
          break links;
        }
        // A paid call is sent with an output cap (so its reserves are bounds).
        const linkOptions = link.paid ? { ...options, maxOutputTokens: outputTokenBound(options) } : options;
        // No headroom in the link's windows for this class (calls, or the request's tokens): no
        // request, skipped like a cooling link. A request larger than the link's whole tpm never
        // goes to it (TOO_LARGE), whenever it asks.
        const grant = await this.takeQuota(link, linkOptions);
        if (!grant.ok && grant.why === 'too-large') {
          failedOver.push({ link: link.name, model: link.model.modelId, class: 'TOO_LARGE' });
          this.emit({ metric: 'LlmTooLarge', link: link.name, cls: this.callClass });
          if (next) this.emit({ metric: 'LlmFallback', from: link.name, to: next.name, reason: 'TOO_LARGE' });
          break;
        }
        if (!grant.ok) {
          // The person's own share of the link, or the link's window for everyone.
          const reason = grant.why === 'share' ? 'SHARE' : 'QUOTA';
          failedOver.push({ link: link.name, model: link.model.modelId, class: reason });
          backAt.set(link.name, Math.max(backAt.get(link.name) ?? 0, grant.backAtMs));
          if (reason === 'SHARE') shareRefused(grant.backAtMs);
          this.emit({ metric: 'LlmQuotaRefused', link: link.name, cls: this.callClass, why: grant.why });
          if (next) this.emit({ metric: 'LlmFallback', from: link.name, to: next.name, reason });
          break;
        }
        // A paid call goes only once its cost's bound is reserved (from the person's share of the month too).
        const reserved = link.paid ? await this.ports.spend.reserve(link.name, reserveMicros(link.paid, linkOptions), this.nowMs(), this.person) : undefined;
        if (reserved && !reserved.ok) {
          if (grant.hold) this.settleTokens(grant.hold, 0);
          const reason = reserved.why === 'share' ? 'SHARE' : 'BUDGET';
          failedOver.push({ link: link.name, model: link.model.modelId, class: reason });
          backAt.set(link.name, monthEnd(this.nowMs()));
          if (reason === 'SHARE') shareRefused(monthEnd(this.nowMs()));
          if (next) this.emit({ metric: 'LlmFallback', from: link.name, to: next.name, reason });
          break;
        }
        const spend = reserved?.ok ? reserved.hold : undefined;
        const holds: Holds = { spend, tokens: grant.hold };
        const outcome = await attempt(link, linkOptions, { link: link.name, model: link.model.modelId, failedOver: [...failedOver] }, time.ms, holds);
        if (outcome.ok) return outcome.value;
        // Failed before output: an HTTP error status means the provider served (and counted) nothing.
        if (holds.tokens) this.settleTokens(holds.tokens, servedNothing(outcome.error) ? 0 : undefined);
        if (spend) this.ports.spend.settle(spend, billedOnFailure(outcome.error));
        // The caller gave up: not the provider's fault, and nobody is waiting for another link.
        if (options.abortSignal?.aborted) {
          this.emitCall(link, 'aborted');
          throw outcome.error;
        }
        if (time.cut && outcome.error instanceof FirstByteTimeoutError) {
          // Out of budget, not necessarily slow: no cooldown, and no time left for another link.
          this.emitCall(link, 'DEADLINE');
          failedOver.push({ link: link.name, model: link.model.modelId, class: 'DEADLINE' });
          break links;
        }
        const verdict = judge(outcome.error, {
          nowMs: this.nowMs(),
          rules: this.rules,
          mayRetry: tries === 0,
          maxWaitMs: this.affordableWaitMs(time.ms),
          random: this.ports.random,
        });
        if (verdict.retry) {
          this.emitCall(link, verdict.info.class);
          this.emit({ metric: 'LlmRetry', link: link.name, reason: verdict.retry.why, waitMs: verdict.retry.afterMs });
          await this.ports.sleep(verdict.retry.afterMs, options.abortSignal);
          if (options.abortSignal?.aborted) throw outcome.error;
          continue;
        }
        const { cooldownUntil, ...failure } = this.failed(link, outcome.error, verdict);
        if (verdict.info.class === 'REFUSED') {
          // The provider declined the content: another provider must not be asked the same thing.
          throw new ChainRefusedError(link.name, link.model.modelId, failedOver);
        }
        failedOver.push(failure);
        if (cooldownUntil) backAt.set(link.name, Math.max(backAt.get(link.name) ?? 0, cooldownUntil));
        else backAt.delete(link.name);
        if (next) this.emit({ metric: 'LlmFallback', from: link.name, to: next.name, reason: failure.class });
        break;
      }
    }
    this.emit({ metric: 'LlmExhausted', links: walk.length });
    // The person's own "try again": when their share is back, or sooner a link that was out for everyone.
    const mineBack = shareBack === undefined ? undefined : Math.min(shareBack, ...backAt.values());
    const shareS = mineBack === undefined ? undefined : Math.max(1, Math.ceil((mineBack - this.nowMs()) / 1000));
    throw new ChainExhaustedError(failedOver, this.soonestBack(backAt, walk.length), shareS);
  }

  /**
   * How long the chain may pause before trying a link again: within the attempt's own limit
   * (a hint longer than the first-byte limit is not worth waiting for), and leaving a budgeted
   * call enough time for the retry itself.
   */
  private affordableWaitMs(attemptMs: number): number {
    if (!this.budget) return attemptMs;
    return Math.min(attemptMs, this.budget.deadline - performance.now() - MIN_ATTEMPT_MS);
  }

  /** Seconds until the first link is back, if every link is cooling (else nobody knows). */
  private soonestBack(backAt: ReadonlyMap<string, number>, links: number): number | undefined {
    if (backAt.size < links) return undefined;
    const soonest = Math.min(...backAt.values());
    return Math.max(1, Math.ceil((soonest - this.nowMs()) / 1000));
  }

  /** How long the next attempt may take: the rule, capped by the budget; undefined when spent. */
  private timeFor(ruleMs: number): { ms: number; cut: boolean } | undefined {
    if (!this.budget) return { ms: ruleMs, cut: false };
    const full = Math.min(ruleMs, this.budget.linkMs);
    const left = Math.floor(this.budget.deadline - performance.now());
    if (left < MIN_ATTEMPT_MS) return undefined;
    return left < full ? { ms: left, cut: true } : { ms: full, cut: false };
  }

  /** Metric, cooldown (as the verdict says, C6) and a log line. */
  private failed(link: ChainLink, error: unknown, verdict: Verdict, outcome?: 'interrupted' | 'idle'): LinkFailure & { cooldownUntil?: number } {
    const { info, cooldownS } = verdict;
    const now = this.nowMs();
    if (cooldownS > 0) this.ports.cooldowns.start(link.name, now + cooldownS * 1000, info.class);
    this.emitCall(link, outcome ?? info.class);
    // Class and status only: provider messages and SDK errors can carry the prompt.
    const fields = { link: link.name, class: info.class, status: info.status, cooldownS };
    this.ports.log.warn(outcome ? 'LLM link failed after output began' : 'LLM link failed', fields);
    return {
      link: link.name,
      model: link.model.modelId,
      class: info.class,
      ...(info.status ? { status: info.status } : {}),
      ...(cooldownS > 0 ? { cooldownUntil: now + cooldownS * 1000 } : {}),
    };
  }

  private streamHooks(link: ChainLink, options: LanguageModelV3CallOptions, holds: Holds): StreamHooks {
    const { spend: hold } = holds;
    return {
      firstToken: (ms) => this.emit({ metric: 'LlmFirstTokenMs', link: link.name, ms }),
      // A step that calls tools is followed by another call (the SDK's next step, once they ran):
      // the person's share for it is taken while they run, not in front of it.
      toolCall: () => void (this.person && this.prefetchShare(link.name, this.person)),
      ended: (usage, clean) => {
        this.emitCall(link, clean ? 'ok' : 'interrupted');
        this.tokens(link, usage);
        this.settleTokens(holds.tokens, reportedTokens(usage));
        this.settleSpend(link, hold, usage);
      },
      cancelled: () => {
        this.emitCall(link, 'aborted');
        // Output had begun: the provider bills (and counts) what it wrote, which nobody told us.
        this.settleTokens(holds.tokens, undefined);
        if (hold) this.ports.spend.settle(hold, undefined);
      },
      interrupted: (error) => {
        this.settleTokens(holds.tokens, undefined);
        if (hold) this.ports.spend.settle(hold, undefined);
        if (options.abortSignal?.aborted) return this.emitCall(link, 'aborted');
        // After output there is no retry and no failover (C4); the link is still cooled.
        const verdict = judge(error, { nowMs: this.nowMs(), rules: this.rules, mayRetry: false, maxWaitMs: 0, random: this.ports.random });
        this.failed(link, error, verdict, error instanceof StreamIdleError ? 'idle' : 'interrupted');
      },
      skipped: (count) => {
        this.emit({ metric: 'LlmSkippedChunk', link: link.name, count });
        this.ports.log.warn('LLM link sent unreadable chunks; skipped, the stream finished cleanly', { link: link.name, count });
      },
    };
  }

  private tokens(link: ChainLink, usage: LanguageModelV3Usage | undefined): void {
    const input = usage?.inputTokens.total ?? 0;
    const output = usage?.outputTokens.total ?? 0;
    if (input || output) this.emit({ metric: 'LlmTokens', model: link.model.modelId, input, output });
  }

  /** The call's reservation of tokens, settled to what the provider reported (undefined: it stays). */
  private settleTokens(hold: TokenHold | undefined, tokens: number | undefined): void {
    if (!hold) return;
    try {
      this.ports.quota.settle(hold, tokens, this.nowMs());
    } catch (err) {
      this.ports.log.warn('LLM chain: could not settle tokens', { link: hold.link, error: (err as Error).name });
    }
  }

  /** A paid call's real cost, from its usage (none: its reserve stays spent). */
  private settleSpend(link: ChainLink, hold: SpendHold | undefined, usage: LanguageModelV3Usage | undefined): void {
    if (hold && link.paid) this.ports.spend.settle(hold, usedMicros(link.paid, usage));
  }

  /**
   * The ledger promises not to throw; one that does lets the call go (the provider's 429 is the
   * backstop). A grant whose tokens' block stopped being valid while it was being taken (a slow
   * table) is given back unsent and asked for again: its request would leave outside the slots
   * its block is counted in.
   */
  private async takeQuota(link: ChainLink, options: LanguageModelV3CallOptions): Promise<Grant> {
    let bound: number | undefined;
    const tokens = () => (bound ??= requestTokenBound(options));
    const take = () => this.ports.quota.take(link.name, this.callClass, this.nowMs(), tokens, this.person).catch((): Grant => ({ ok: true }));
    let grant = await take();
    for (let i = 0; i < 3 && grant.ok && grant.hold && this.nowMs() >= grant.hold.untilMs; i++) {
      this.settleTokens(grant.hold, 0);
      grant = await take();
    }
    return grant;
  }

  private emitCall(link: ChainLink, outcome: CallOutcome): void {
    this.emit({ metric: 'LlmCall', link: link.name, model: link.model.modelId, outcome });
  }

  /** Metrics must never break a call. */
  private emit(e: ChainEvent): void {
    try {
      this.ports.metrics.record(e);
    } catch (err) {
      this.ports.log.warn('LLM chain: could not record a metric', { metric: e.metric, error: (err as Error).name });
    }
  }

  /** The store promises not to throw; a custom one that does must not break the call either. */
  private readCooldowns(): Promise<ReadonlyMap<string, number>> {
    return this.ports.cooldowns.cooling(this.nowMs()).catch(() => new Map<string, number>());
  }

  private nowMs(): number {
    return this.ports.clock.now().getTime();
  }
}
