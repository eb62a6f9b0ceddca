import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { GUARD_NAMESPACE, GUARD_REJECTED_METRIC } from '../../functions/http/origin-guard';
import { PERIOD } from './layout';

/** Log-derived metrics carry no dimension (a filter takes values only from the line), so the stage is in the namespace. */
export const agentNamespace = (name: string) => `Beyou/Agent/${name}`;
/**
 * The log lines a failed turn leaves (core/ai/agent/turn: finish.ts, open.ts, pause.ts; and
 * record/settle.ts for a turn whose instance died), counted by metric filters on the agent's log
 * group: the turn code has no metric of its own, and tests/infra checks these messages still
 * exist in core/ai/agent. A provider cut after output began (also INTERRUPTED to the user) is
 * the chain's EMF line with outcome `interrupted` or `idle` in the same log group.
 */
export const TURN_LOG_MESSAGES = {
  persistFailed: ['transcript persist failed', 'user message persist failed', 'approval persist failed'],
  interrupted: ['dead turn settled'],
} as const;
/** Share of the agent's reserved concurrency that pages: streams are about to be refused. */
export const AGENT_CONCURRENCY_ALARM_SHARE = 0.8;

export interface AgentWatch {
  fn: IFunction;
  logGroup: ILogGroup;
  /** Its reserved concurrency (prod only). */
  reserved?: number;
}

const anyOf = (field: string, values: readonly string[]) =>
  FilterPattern.any(...values.map((v) => FilterPattern.stringValue(`$.${field}`, '=', v)));

function counted(scope: Construct, id: string, name: string, logGroup: ILogGroup, pattern: ReturnType<typeof anyOf>, metricName: string): void {
  new MetricFilter(scope, id, { logGroup, filterPattern: pattern, metricNamespace: agentNamespace(name), metricName, metricValue: '1' });
}

const agentMetric = (name: string, metricName: string) =>
  new Metric({ namespace: agentNamespace(name), metricName, statistic: 'Sum', period: PERIOD });

/** The agent's own failures that no Lambda metric shows. */
export function agentAlarms(scope: Construct, name: string, service: string, a: AgentWatch): Alarm[] {
  counted(scope, 'TurnPersistFailedFilter', name, a.logGroup, anyOf('message', TURN_LOG_MESSAGES.persistFailed), 'TurnPersistFailed');
  counted(scope, 'TurnInterruptedFilter', name, a.logGroup, anyOf('message', TURN_LOG_MESSAGES.interrupted), 'TurnInterrupted');
  counted(scope, 'TurnCutFilter', name, a.logGroup, anyOf('outcome', ['interrupted', 'idle']), 'TurnInterrupted');
  const sum = { statistic: 'Sum', period: PERIOD };
  const alarms = [
    new Alarm(scope, 'AgentUrl5xx', {
      alarmName: `${name}-agent-url-5xx`,
      alarmDescription: 'The agent function URL answered 5xx (the function crashed or was throttled before streaming) 3+ times in 5 minutes.',
      metric: a.fn.metric('Url5xxCount', sum),
      threshold: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(scope, 'TurnPersistFailed', {
      alarmName: `${name}-agent-transcript-persist-failed`,
      alarmDescription: 'A turn could not be stored (TRANSCRIPT_PERSIST_FAILED): the person lost a message. Any one pages.',
      metric: agentMetric(name, 'TurnPersistFailed'),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(scope, 'TurnInterrupted', {
      alarmName: `${name}-agent-turns-interrupted`,
      alarmDescription: '10+ turns ended INTERRUPTED in 5 minutes (a provider cutting streams, or instances dying mid-turn).',
      metric: agentMetric(name, 'TurnInterrupted'),
      threshold: 10,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(scope, 'OriginGuardRejected', {
      alarmName: `${name}-origin-guard-rejections`,
      alarmDescription: '50+ requests in 5 minutes reached REST or the agent around CloudFront (no or a wrong origin secret): the origin address is known, or a rotation went wrong.',
      metric: new Metric({ namespace: GUARD_NAMESPACE, metricName: GUARD_REJECTED_METRIC, dimensionsMap: { service }, statistic: 'Sum', period: PERIOD }),
      threshold: 50,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  ];
  if (a.reserved) {
    alarms.push(
      new Alarm(scope, 'AgentConcurrency', {
        alarmName: `${name}-agent-concurrency-high`,
        alarmDescription: `The agent held ${Math.round(AGENT_CONCURRENCY_ALARM_SHARE * 100)}% of its ${a.reserved} reserved streams in two 5-minute periods running: the next ones will be refused.`,
        metric: a.fn.metric('ConcurrentExecutions', { statistic: 'Maximum', period: PERIOD }),
        threshold: Math.floor(AGENT_CONCURRENCY_ALARM_SHARE * a.reserved),
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }
  return alarms;
}
