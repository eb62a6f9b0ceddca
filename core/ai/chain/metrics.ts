import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import type { LinkOutcome } from './errors';

/**
 * C9: what the chain reports. A port, so tests read an in-memory recorder and production
 * writes CloudWatch EMF; the dashboard (stacks/) graphs these names and dimensions.
 *
 * - `LlmCall` {link, model, outcome}: one per network call; outcome `ok`, `interrupted`
 *   (failed after output began: a cut, or `idle`: silent past the idle limit), `aborted` (the
 *   caller gave up) or the C8 class (`REQUEST`, `REFUSED`: the request's fault).
 * - `LlmRetry` {link, reason}: the same link is tried once more, after the provider's short
 *   hint (`HINT`) or a 5xx / reset (`TRANSIENT`); the failed call is counted in LlmCall first.
 * - `LlmSkippedChunk` {link}: unreadable chunks skipped in a stream that finished cleanly.
 * - `LlmFallback` {from, to, reason}: the chain moved on; reason is the class or `COOLDOWN`
 *   (a skip without a network call).
 * - `LlmExhausted`: every link failed.
 * - `LlmTokensIn` / `LlmTokensOut` {model}; `LlmFirstTokenMs` {link}.
 * - `LlmQuotaRefused` {link, class, why}: the quota ledger refused a call (no request sent);
 *   `why` is `share` when only the calling person had used their share of the link's minute.
 * - `LlmTooLarge` {link, class}: a request's token bound is more than the link's tokens per
 *   minute allow the class: never sent there (no request, no table round trip, nothing cooled).
 * - `LlmSpendUsd` {link}: a paid call's real cost (USD, the reserve when the provider said none).
 * - `LlmMonthSpendUsd` {}: the paid spill-over's month so far, reserves in flight included, after
 *   each write to its table item: a gauge (read its Maximum), alarmed at 80 % of the budget.
 */
export type CallOutcome = 'ok' | 'interrupted' | 'idle' | 'aborted' | LinkOutcome;

export type ChainEvent =
  | { metric: 'LlmCall'; link: string; model: string; outcome: CallOutcome }
  | { metric: 'LlmFallback'; from: string; to: string; reason: LinkOutcome }
  | { metric: 'LlmRetry'; link: string; reason: 'HINT' | 'TRANSIENT'; waitMs: number }
  | { metric: 'LlmSkippedChunk'; link: string; count: number }
  | { metric: 'LlmQuotaRefused'; link: string; cls: string; why: 'spent' | 'reserved' | 'share' }
  | { metric: 'LlmTooLarge'; link: string; cls: string }
  | { metric: 'LlmExhausted'; links: number }
  | { metric: 'LlmTokens'; model: string; input: number; output: number }
  | { metric: 'LlmFirstTokenMs'; link: string; ms: number }
  | { metric: 'LlmSpend'; link: string; usd: number }
  | { metric: 'LlmMonthSpend'; usd: number };

export interface ChainMetrics {
  record(event: ChainEvent): void;
}

/** The in-memory twin: keeps every event, in order. */
export function memoryChainMetrics(): ChainMetrics & { events: ChainEvent[] } {
  const events: ChainEvent[] = [];
  return { events, record: (e) => void events.push(e) };
}

export const METRICS_NAMESPACE = 'Beyou/Llm';

/**
 * EMF on stdout through Powertools. Each event is flushed at once with its own dimensions: a
 * stream outlives any handler-level flush, and events of one call carry different dimension
 * sets. JavaScript runs this synchronously, so events cannot interleave on the shared instance.
 */
export function emfChainMetrics(stage: string): ChainMetrics {
  const m = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: `beyou-${stage}` });
  const emit = (dims: Record<string, string>, name: string, unit: Unit, value: number) => {
    m.addDimensions(dims);
    m.addMetric(name, unit, value);
    m.publishStoredMetrics();
  };
  return {
    record(e) {
      switch (e.metric) {
        case 'LlmCall':
          return emit({ link: e.link, model: e.model, outcome: e.outcome }, 'LlmCall', MetricUnit.Count, 1);
        case 'LlmFallback':
          return emit({ from: e.from, to: e.to, reason: e.reason }, 'LlmFallback', MetricUnit.Count, 1);
        case 'LlmRetry':
          return emit({ link: e.link, reason: e.reason }, 'LlmRetry', MetricUnit.Count, 1);
        case 'LlmSkippedChunk':
          return emit({ link: e.link }, 'LlmSkippedChunk', MetricUnit.Count, e.count);
        case 'LlmQuotaRefused':
          return emit({ link: e.link, class: e.cls, why: e.why }, 'LlmQuotaRefused', MetricUnit.Count, 1);
        case 'LlmTooLarge':
          return emit({ link: e.link, class: e.cls }, 'LlmTooLarge', MetricUnit.Count, 1);
        case 'LlmExhausted':
          return emit({}, 'LlmExhausted', MetricUnit.Count, 1);
        case 'LlmTokens':
          m.addDimensions({ model: e.model });
          m.addMetric('LlmTokensIn', MetricUnit.Count, e.input);
          m.addMetric('LlmTokensOut', MetricUnit.Count, e.output);
          m.publishStoredMetrics();
          return;
        case 'LlmFirstTokenMs':
          return emit({ link: e.link }, 'LlmFirstTokenMs', MetricUnit.Milliseconds, e.ms);
        case 'LlmSpend':
          return emit({ link: e.link }, 'LlmSpendUsd', MetricUnit.NoUnit, e.usd);
        case 'LlmMonthSpend':
          return emit({}, 'LlmMonthSpendUsd', MetricUnit.NoUnit, e.usd);
      }
    },
  };
}
