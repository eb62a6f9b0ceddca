import { Alarm, ComparisonOperator, GraphWidget, HorizontalAnnotation, MathExpression, Metric, TreatMissingData, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { PERIOD, WIDGET } from './layout';
import { LLM_METRICS, LLM_NAMESPACE } from './llm';

/** Share of the month's budget at which the spend alarm pages: time to raise it, or to accept the cap. */
export const SPEND_ALARM_SHARE = 0.8;

/**
 * The paid spill-over's month so far (core/ai/chain/quota/spend.ts), as each write to its
 * table item left it: a gauge, read at its Maximum. It restarts near 0 each UTC month.
 */
export function monthSpendMetric(service: string): Metric {
  return new Metric({ namespace: LLM_NAMESPACE, metricName: LLM_METRICS.monthSpend, dimensionsMap: { service }, statistic: 'Maximum', period: PERIOD });
}

/** The month so far against the budget and its 80 % line; each paid link's spend per period beside it. */
export function spendWidget(service: string, budgetUsd: number): IWidget {
  const lines: HorizontalAnnotation[] = budgetUsd > 0
    ? [{ value: budgetUsd, label: 'monthly budget' }, { value: SPEND_ALARM_SHARE * budgetUsd, label: `${SPEND_ALARM_SHARE * 100} % (alarm)` }]
    : [];
  return new GraphWidget({
    title: `LLM paid spill-over: spend this month (USD)${budgetUsd > 0 ? `, budget $${budgetUsd}` : ', off (AI_MONTHLY_BUDGET_USD=0)'}`,
    left: [monthSpendMetric(service).with({ label: 'month so far (USD)' })],
    leftAnnotations: lines,
    right: [
      new MathExpression({
        expression: `SEARCH('{${LLM_NAMESPACE},service,link} MetricName="${LLM_METRICS.spend}" service="${service}"', 'Sum', 300)`,
        label: "${PROP('Dim.link')} per 5 min",
        period: PERIOD,
      }),
    ],
    ...WIDGET,
  });
}

/**
 * 80 % of the month's budget spent. Missing data keeps the state: the gauge is only written
 * when a paid call is made, and a quiet hour must not read as "back under" (it is not: the
 * month's spend never goes down until the next month's first write).
 */
export function spendAlarm(scope: Construct, name: string, service: string, budgetUsd: number): Alarm {
  return new Alarm(scope, 'LlmSpend', {
    alarmName: `${name}-llm-spend-80pct`,
    alarmDescription: `The paid spill-over has spent ${SPEND_ALARM_SHARE * 100} % of this month's $${budgetUsd} (AI_MONTHLY_BUDGET_USD). At 100 % it stops and the free tiers alone serve (docs/capacity.md).`,
    metric: monthSpendMetric(service),
    threshold: SPEND_ALARM_SHARE * budgetUsd,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.IGNORE,
  });
}
