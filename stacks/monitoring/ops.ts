import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { PERIOD } from './layout';
import { exhaustedMetric, llmWidgets } from './llm';
import { apiWidgets, lambdaWidgets, queueWidgets, tableWidget, type QueueSet } from './services';

export interface OpsProps {
  /** Prefix of every name (`<stage>-beyou`). */
  name: string;
  /** The chain metrics' `service` dimension (`beyou-<STAGE>`). */
  service: string;
  /** Every Lambda, by a short label: errors, throttles and duration are graphed for each. */
  functions: Record<string, IFunction>;
  api: HttpApi;
  queues: QueueSet[];
  table: ITable;
  gsiNames: string[];
  /** Subscribed to the alarm topic when given (deploy-time `ALARM_EMAIL`). */
  alarmEmail?: string;
}

/** The stage's CloudWatch dashboard and the alarms that need a human. */
export class Ops extends Construct {
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: OpsProps) {
    super(scope, id);
    const topic = new Topic(this, 'AlarmTopic', { topicName: `${props.name}-alarms` });
    if (props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.alarms = [
      this.exhaustionAlarm(props),
      ...props.queues.map((q) => this.dlqAlarm(props.name, q)),
      this.api5xxAlarm(props),
    ];
    for (const alarm of this.alarms) alarm.addAlarmAction(new SnsAction(topic));

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.name });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 3 }));
    this.dashboard.addWidgets(...llmWidgets(props.service));
    this.dashboard.addWidgets(...lambdaWidgets(props.functions), ...apiWidgets(props.api));
    this.dashboard.addWidgets(...queueWidgets(props.queues), tableWidget(props.table, props.gsiNames));
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

  private dlqAlarm(name: string, q: QueueSet): Alarm {
    return new Alarm(this, `Dlq-${q.label}`, {
      alarmName: `${name}-${q.label}-dlq-not-empty`,
      alarmDescription: `A ${q.label} message failed every attempt and sits in the DLQ (kept 14 days).`,
      metric: q.dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: PERIOD }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
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
