import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { PERIOD, WIDGET } from './layout';

/** A work queue and its dead-letter queue. */
export interface QueueSet {
  label: string;
  queue: IQueue;
  dlq: IQueue;
  /** Age of the oldest message (s) that pages someone. */
  maxAgeS: number;
}

/** Graphs of the AWS services themselves: Lambda, API Gateway, SQS, DynamoDB. */
export function lambdaWidgets(functions: Record<string, IFunction>): IWidget[] {
  const each = (fn: (f: IFunction, label: string) => Metric) => Object.entries(functions).map(([l, f]) => fn(f, l));
  return [
    new GraphWidget({
      title: 'Lambda errors',
      left: each((f, label) => f.metricErrors({ label, period: PERIOD })),
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'Lambda throttles',
      left: each((f, label) => f.metricThrottles({ label, period: PERIOD })),
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'Lambda duration p90 (ms)',
      left: each((f, label) => f.metricDuration({ label, statistic: 'p90', period: PERIOD })),
      ...WIDGET,
    }),
  ];
}

export function apiWidgets(api: HttpApi): IWidget[] {
  return [
    new GraphWidget({
      title: 'API requests and errors',
      left: [
        api.metricCount({ label: 'requests', statistic: 'Sum', period: PERIOD }),
        api.metricClientError({ label: '4xx', period: PERIOD }),
        api.metricServerError({ label: '5xx', period: PERIOD }),
      ],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'API latency p90 (ms)',
      left: [
        api.metricLatency({ label: 'latency', statistic: 'p90', period: PERIOD }),
        api.metricIntegrationLatency({ label: 'integration', statistic: 'p90', period: PERIOD }),
      ],
      ...WIDGET,
    }),
  ];
}

export function queueWidgets(queues: QueueSet[]): IWidget[] {
  return queues.map(
    (q) =>
      new GraphWidget({
        title: `Queue ${q.label}: depth, age, DLQ`,
        left: [
          q.queue.metricApproximateNumberOfMessagesVisible({ label: 'visible', statistic: 'Maximum', period: PERIOD }),
          q.queue.metricApproximateNumberOfMessagesNotVisible({ label: 'in flight', statistic: 'Maximum', period: PERIOD }),
          q.dlq.metricApproximateNumberOfMessagesVisible({ label: 'DLQ', statistic: 'Maximum', period: PERIOD }),
        ],
        right: [q.queue.metricApproximateAgeOfOldestMessage({ label: 'oldest (s)', statistic: 'Maximum', period: PERIOD })],
        ...WIDGET,
      }),
  );
}

/**
 * The night's progress: batches waiting and the oldest one's age (workers too few, or a
 * backlog), the worker's Errors (an invocation that died: timeout, crash) and the batches
 * handed back, received but not deleted (a user failed: retried by SQS, DLQ after 3).
 */
export function dayCloseWidget(d: { worker: IFunction; queue: IQueue }): IWidget {
  const sum = { statistic: 'Sum', period: PERIOD };
  return new GraphWidget({
    title: 'Day close: batches waiting, worker errors, batches handed back',
    left: [
      d.queue.metricApproximateNumberOfMessagesVisible({ label: 'batches waiting', statistic: 'Maximum', period: PERIOD }),
      d.worker.metricErrors({ label: 'worker errors', ...sum }),
      new MathExpression({
        expression: 'MAX([0, FILL(received, 0) - FILL(deleted, 0)])',
        usingMetrics: { received: d.queue.metricNumberOfMessagesReceived(sum), deleted: d.queue.metricNumberOfMessagesDeleted(sum) },
        label: 'batches handed back',
        period: PERIOD,
      }),
    ],
    right: [d.queue.metricApproximateAgeOfOldestMessage({ label: 'oldest batch (s)', statistic: 'Maximum', period: PERIOD })],
    ...WIDGET,
  });
}

export function tableWidget(table: ITable, gsiNames: string[]): IWidget {
  const throttles = (metricName: string, gsi?: string) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      dimensionsMap: gsi ? { TableName: table.tableName, GlobalSecondaryIndexName: gsi } : { TableName: table.tableName },
      statistic: 'Sum',
      period: PERIOD,
      label: `${metricName.startsWith('Read') ? 'read' : 'write'}${gsi ? ` ${gsi}` : ''}`,
    });
  return new GraphWidget({
    title: 'DynamoDB throttle events',
    left: ['ReadThrottleEvents', 'WriteThrottleEvents'].flatMap((m) => [
      throttles(m),
      ...gsiNames.map((g) => throttles(m, g)),
    ]),
    ...WIDGET,
  });
}
