import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { PERIOD } from './layout';

const TABLE_OPERATIONS = [
  Operation.GET_ITEM, Operation.BATCH_GET_ITEM, Operation.QUERY, Operation.PUT_ITEM, Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM, Operation.BATCH_WRITE_ITEM, Operation.TRANSACT_WRITE_ITEMS,
];
const base = { evaluationPeriods: 2, datapointsToAlarm: 2, treatMissingData: TreatMissingData.NOT_BREACHING } as const;

/**
 * REST's 4xx and 429 shares. A 429 is a 4xx, so the 5xx alarm never heard a throttled API:
 * the stage throttle (one bucket for everyone) and the app's own limits answer 429, and the
 * access log's status is the only place that tells 429 from the other 4xx (a metric filter).
 * Below 100 requests in 5 minutes a few refusals are not a rate. Ten minutes running.
 */
export function apiRefusalAlarms(scope: Construct, name: string, api: HttpApi, accessLog: ILogGroup): Alarm[] {
  const namespace = `Beyou/Api/${name}`;
  new MetricFilter(scope, 'Api429Filter', {
    logGroup: accessLog,
    filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: namespace,
    metricName: 'Api429',
    metricValue: '1',
  });
  const requests = api.metricCount({ statistic: 'Sum', period: PERIOD });
  const share = (expression: string, usingMetrics: Record<string, Metric>, label: string) =>
    new MathExpression({ expression: `IF(requests >= 100, 100 * FILL(${expression}, 0) / requests, 0)`, usingMetrics: { requests, ...usingMetrics }, label, period: PERIOD });
  return [
    new Alarm(scope, 'Api4xxRate', {
      alarmName: `${name}-api-4xx-rate`,
      alarmDescription: 'More than 25% of API requests answered 4xx for 10 minutes (a client or an abuser hammering, or a broken release).',
      metric: share('errors', { errors: api.metricClientError({ period: PERIOD }) }, '4xx %'),
      threshold: 25,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      ...base,
    }),
    new Alarm(scope, 'Api429Rate', {
      alarmName: `${name}-api-429-rate`,
      alarmDescription: 'More than 2% of API requests answered 429 for 10 minutes: the stage throttle or the per-user limits are refusing people.',
      metric: share('refused', { refused: new Metric({ namespace, metricName: 'Api429', statistic: 'Sum', period: PERIOD }) }, '429 %'),
      threshold: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      ...base,
    }),
  ];
}

/**
 * The table: throttled requests (read or write, table or index: on demand, a burst beyond what
 * the table has warmed to) and DynamoDB's own 500s (SystemErrors; the SDK retries them, so a
 * handful is noise and a stream of them is an outage on AWS's side).
 */
export function tableAlarms(scope: Construct, name: string, table: ITable, gsiNames: string[]): Alarm[] {
  const events = (metricName: string, gsi?: string) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: gsi ? { TableName: table.tableName, GlobalSecondaryIndexName: gsi } : { TableName: table.tableName },
      statistic: 'Sum',
      period: PERIOD,
    });
  const throttles = Object.fromEntries(
    ['ReadThrottleEvents', 'WriteThrottleEvents'].flatMap((m, i) => [[`t${i}`, events(m)], ...gsiNames.map((g, j) => [`t${i}g${j}`, events(m, g)])]),
  ) as Record<string, Metric>;
  return [
    new Alarm(scope, 'TableThrottles', {
      alarmName: `${name}-table-throttles`,
      alarmDescription: '10+ table or index requests throttled in 5 minutes, two periods running (past the warm throughput: writes the night or a burst could not make).',
      metric: new MathExpression({ expression: Object.keys(throttles).map((id) => `FILL(${id}, 0)`).join(' + '), usingMetrics: throttles, label: 'throttle events', period: PERIOD }),
      threshold: 10,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      ...base,
    }),
    new Alarm(scope, 'TableSystemErrors', {
      alarmName: `${name}-table-system-errors`,
      alarmDescription: 'DynamoDB answered 5+ internal errors (HTTP 500) in 5 minutes, two periods running.',
      // The operations the app sends (stacks/Data.ts), at most 10 metrics in an alarm's math.
      metric: table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }),
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      ...base,
    }),
  ];
}

/** A notification SNS could not deliver (an endpoint down, a subscription gone): the pager itself failing. */
export function deliveryAlarm(scope: Construct, name: string, topic: Topic): Alarm {
  return new Alarm(scope, 'AlarmDeliveryFailed', {
    alarmName: `${name}-alarm-delivery-failed`,
    alarmDescription: 'SNS failed to deliver an alarm notification to a subscriber (the other subscriptions still get this one).',
    metric: topic.metricNumberOfNotificationsFailed({ statistic: 'Sum', period: PERIOD }),
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}
