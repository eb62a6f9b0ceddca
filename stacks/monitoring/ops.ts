import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { agentAlarms, type AgentWatch } from './agent-alarms';
import { alarmTopic, notify, type OnCall } from './oncall';
import { apiRefusalAlarms, deliveryAlarm, tableAlarms } from './platform-alarms';
import { PERIOD } from './layout';
import { exhaustedMetric, llmWidgets } from './llm';
import { notebookWidgets } from './notebook';
import { spendAlarm, spendWidget } from './spend';
import { dayCloseAlarms, functionAlarms, type WatchedFunction } from './function-alarms';
import { apiWidgets, dayCloseWidget, lambdaWidgets, queueWidgets, tableWidget, type QueueSet } from './services';

export interface OpsProps {
  /** Prefix of every name (`<stage>-beyou`). */
  name: string;
  /** The chain metrics' `service` dimension (`beyou-<STAGE>`). */
  service: string;
  /** Every Lambda, by a short label: graphed, and alarmed on its Errors and Throttles. */
  functions: Record<string, WatchedFunction>;
  /** The hourly day close: its schedule alarmed when a run fails and when no run happened; its worker and queue graphed together. */
  dayClose: { schedule: IFunction; worker: IFunction; queue: IQueue };
  api: HttpApi;
  /** The API's access log (its status field counts the 429s). */
  apiAccessLog: ILogGroup;
  /** The agent: its URL's 5xx, its reserved concurrency, its turns' failures (log filters). */
  agent: AgentWatch;
  queues: QueueSet[];
  table: ITable;
  gsiNames: string[];
  /** Who the topic reaches (stacks/monitoring/oncall.ts). */
  onCall: OnCall;
  /** The paid spill-over's monthly budget in USD (stacks/sizing.ts paidSpillBudget); 0 or absent: off, no spend alarm. */
  spendBudgetUsd?: number;
}

/** The stage's CloudWatch dashboard and the alarms that need a human. */
export class Ops extends Construct {
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[];
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OpsProps) {
    super(scope, id);
    const topic = (this.topic = alarmTopic(this, props.name, props.onCall));
    this.alarms = [
      this.exhaustionAlarm(props),
      ...props.queues.flatMap((q) => [this.dlqAlarm(props.name, q), this.queueAgeAlarm(props.name, q)]),
      this.api5xxAlarm(props),
      ...Object.entries(props.functions).flatMap(([label, f]) => functionAlarms(this, props.name, label, f)),
      ...dayCloseAlarms(this, props.name, props.dayClose.schedule),
      ...apiRefusalAlarms(this, props.name, props.api, props.apiAccessLog),
      ...tableAlarms(this, props.name, props.table, props.gsiNames),
      ...agentAlarms(this, props.name, props.service, props.agent),
      deliveryAlarm(this, props.name, topic),
      ...(props.spendBudgetUsd ? [spendAlarm(this, props.name, props.service, props.spendBudgetUsd)] : []),
    ];
    notify(this.alarms, topic);

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.name });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 }));
    this.dashboard.addWidgets(...llmWidgets(props.service), spendWidget(props.service, props.spendBudgetUsd ?? 0));
    this.dashboard.addWidgets(...notebookWidgets(props.service));
    const functions = Object.fromEntries(Object.entries(props.functions).map(([label, f]) => [label, f.fn]));
    this.dashboard.addWidgets(...lambdaWidgets(functions), ...apiWidgets(props.api));
    this.dashboard.addWidgets(...queueWidgets(props.queues), dayCloseWidget(props.dayClose), tableWidget(props.table, props.gsiNames));
  }

  /**
   * Exhaustions per 5 minutes, not a share of requests: the denominator (served calls) is
   * spread over link x model series, and alarms accept neither SEARCH nor math over a Metrics
   * Insights query. Each exhaustion is a user who got an error instead of an answer; the
   * dashboard graphs the share.
   */
  private exhaustionAlarm(props: OpsProps): Alarm {
    return new Alarm(this, 'LlmExhausted', {
      alarmName: `${props.name}-llm-exhausted`,
      alarmDescription: 'The LLM chain ran out of links (every provider failed) 3+ times in 5 minutes.',
      metric: exhaustedMetric(props.service),
      threshold: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * New arrivals, not "not empty": an alarm on the DLQ's depth stays in ALARM while old
   * messages sit there (14 days), so a second failure would never notify anyone. The depth's
   * increase per period goes back to 0 once arrivals stop, so the next arrival after a quiet
   * 5 minutes notifies again (a burst is one notification). Redrives and purges only lower it.
   * Not NumberOfMessagesSent: SQS does not count messages it moves to a DLQ there.
   */
  private dlqAlarm(name: string, q: QueueSet): Alarm {
    return new Alarm(this, `Dlq-${q.label}`, {
      alarmName: `${name}-${q.label}-dlq-arrivals`,
      alarmDescription: `New ${q.label} messages failed every attempt and moved to the DLQ (kept 14 days).`,
      metric: new MathExpression({
        expression: 'DIFF(FILL(depth, 0))',
        usingMetrics: { depth: q.dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD }) },
        label: 'new in DLQ',
        period: PERIOD,
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** Work waiting longer than its claim: users get no prose, and re-claims queue stale messages. */
  private queueAgeAlarm(name: string, q: QueueSet): Alarm {
    return new Alarm(this, `QueueAge-${q.label}`, {
      alarmName: `${name}-${q.label}-queue-age`,
      alarmDescription: `The oldest ${q.label} message has waited ${q.maxAgeS} s or more for 10 minutes (workers too few, or failing).`,
      metric: q.queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: PERIOD }),
      threshold: q.maxAgeS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** 5xx share of requests; below 20 requests in the period a few errors are not a rate. */
  private api5xxAlarm(props: OpsProps): Alarm {
    return new Alarm(this, 'Api5xxRate', {
      alarmName: `${props.name}-api-5xx-rate`,
      alarmDescription: 'More than 5% of API requests answered 5xx for 10 minutes.',
      metric: new MathExpression({
        expression: 'IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)',
        usingMetrics: {
          requests: props.api.metricCount({ statistic: 'Sum', period: PERIOD }),
          errors: props.api.metricServerError({ period: PERIOD }),
        },
        label: '5xx %',
        period: PERIOD,
      }),
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
