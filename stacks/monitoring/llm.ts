import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { LINK_NAMES } from '../../core/config';
import { PERIOD, WIDGET } from './layout';

/**
 * The chain's metrics (C9) as core/ai/chain/metrics.ts writes them through Powertools EMF:
 * every metric also carries `service=beyou-<STAGE>`, the only stage-identifying dimension.
 * tests/infra checks these names against what that module really prints.
 */
export const LLM_NAMESPACE = 'Beyou/Llm';
export const LLM_METRICS = {
  call: 'LlmCall', // {link, model, outcome}
  fallback: 'LlmFallback', // {from, to, reason}
  exhausted: 'LlmExhausted', // {}
  tokensIn: 'LlmTokensIn', // {model}
  tokensOut: 'LlmTokensOut', // {model}
  firstTokenMs: 'LlmFirstTokenMs', // {link}
  spend: 'LlmSpendUsd', // {link}: a paid call's cost
  monthSpend: 'LlmMonthSpendUsd', // {}: the paid spill-over's month so far (a gauge)
} as const;
/** Every link a chain can hold: the configured providers and dev's offline simulator. */
export const CHAIN_LINKS = [...LINK_NAMES, 'sim'] as const;

/** SEARCH keeps the widgets right whatever model ids the links are configured with. */
const searchOf = (dims: string, terms: string) => `SEARCH('{${LLM_NAMESPACE},service,${dims}} ${terms}', 'Sum', 300)`;

/** One line per matching series (labels from their dimensions). */
function search(dims: string, terms: string, label: string): MathExpression {
  return new MathExpression({ expression: searchOf(dims, terms), label, period: PERIOD });
}

/** All matching series summed into one line. */
function total(dims: string, terms: string, label: string): MathExpression {
  return new MathExpression({ expression: `SUM(${searchOf(dims, terms)})`, label, period: PERIOD });
}

export function exhaustedMetric(service: string): Metric {
  return new Metric({
    namespace: LLM_NAMESPACE,
    metricName: LLM_METRICS.exhausted,
    dimensionsMap: { service },
    statistic: 'Sum',
    period: PERIOD,
    label: 'exhausted',
  });
}

export function llmWidgets(service: string): IWidget[] {
  const svc = `service="${service}"`;
  const calls = (link: string, outcome: string) =>
    total('link,model,outcome', `MetricName="${LLM_METRICS.call}" ${svc} link="${link}" ${outcome}`, link);
  const served = total('link,model,outcome', `MetricName="${LLM_METRICS.call}" ${svc} outcome="ok"`, 'served');
  const exhausted = exhaustedMetric(service);
  return [
    new GraphWidget({
      title: 'LLM calls served per link (which provider is serving)',
      left: CHAIN_LINKS.map((l) => calls(l, 'outcome="ok"')),
      stacked: true,
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'LLM failed calls per link',
      left: CHAIN_LINKS.map((l) => calls(l, 'NOT outcome="ok"')),
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'LLM fallbacks (from → to, reason)',
      left: [
        search(
          'from,to,reason',
          `MetricName="${LLM_METRICS.fallback}" ${svc}`,
          "${PROP('Dim.from')} → ${PROP('Dim.to')} (${PROP('Dim.reason')})",
        ),
      ],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'LLM chain exhausted (count, % of chain requests)',
      left: [exhausted],
      right: [
        new MathExpression({
          expression: '100 * FILL(exhausted, 0) / (FILL(exhausted, 0) + FILL(served, 0))',
          usingMetrics: { exhausted, served },
          label: '% exhausted',
          period: PERIOD,
        }),
      ],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'LLM tokens per model',
      left: [
        search('model', `MetricName="${LLM_METRICS.tokensIn}" ${svc}`, "${PROP('Dim.model')} in"),
        search('model', `MetricName="${LLM_METRICS.tokensOut}" ${svc}`, "${PROP('Dim.model')} out"),
      ],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'LLM first-token latency p90 per link (ms)',
      left: CHAIN_LINKS.map(
        (link) =>
          new Metric({
            namespace: LLM_NAMESPACE,
            metricName: LLM_METRICS.firstTokenMs,
            dimensionsMap: { service, link },
            statistic: 'p90',
            period: PERIOD,
            label: link,
          }),
      ),
      ...WIDGET,
    }),
  ];
}
