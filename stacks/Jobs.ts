import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Cron, Function, Queue, use, type StackContext } from 'sst/constructs';
import { Data, tableAccess } from './Data';
import { Secrets } from './Secrets';

/** Mirrors local/queues.ts (tests/infra checks the two agree). */
export const MAX_RECEIVE_COUNT = 3;
export const DLQ_RETENTION = Duration.days(14);
/** The briefing worker's Lambda timeout; the queue's visibility timeout is derived from it. */
export const BRIEFING_WORKER_TIMEOUT_S = 60;
/** Hourly, a few minutes past the hour (local midnight is found per zone: core/dayclose/run.ts). */
export const DAY_CLOSE_SCHEDULE = 'cron(5 * * * ? *)';
/** Lambda's maximum: a zone's midnight may hold many users (bench/RESULTS.md "Day close"). */
export const DAY_CLOSE_TIMEOUT_S = 900;

/**
 * Background work. `briefing`: the REST request claims the row and sends one message; the
 * worker generates the briefing. A message that fails 3 receives moves to the DLQ and stays
 * 14 days for inspection (an alarm fires as soon as the DLQ is not empty, stacks/Dashboard.ts).
 */
export function Jobs({ stack }: StackContext) {
  const briefingDlq = new Queue(stack, 'briefing-dlq', {
    cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } },
  });
  const briefingQueue = new Queue(stack, 'briefing', {
    cdk: {
      queue: {
        // AWS's rule for Lambda event sources: at least 6x the function timeout, so a batch
        // still being retried by the poller is not handed to a second worker meanwhile.
        visibilityTimeout: Duration.seconds(6 * BRIEFING_WORKER_TIMEOUT_S),
        deadLetterQueue: { queue: briefingDlq.cdk.queue, maxReceiveCount: MAX_RECEIVE_COUNT },
        enforceSSL: true,
      },
    },
  });
  const { table } = use(Data);
  const { allSecrets } = use(Secrets);
  const worker = new Function(stack, 'BriefingWorker', {
    handler: 'functions/briefing-worker.handler',
    timeout: BRIEFING_WORKER_TIMEOUT_S,
    bind: allSecrets,
    environment: { TABLE_NAME: table.tableName },
    permissions: [tableAccess(table)],
  });
  // Partial batch failures: one bad message is retried alone, not the whole batch.
  briefingQueue.addConsumer(stack, { function: worker, cdk: { eventSource: { batchSize: 5, reportBatchItemFailures: true } } });
  // The day close (SPEC D5): hourly, idempotent, never calls a model, so it binds only the
  // secret config parsing requires. CPU-bound (SDK request work), hence more memory.
  const dayClose = new Cron(stack, 'day-close', {
    schedule: DAY_CLOSE_SCHEDULE,
    job: {
      function: {
        handler: 'functions/day-close.handler',
        timeout: DAY_CLOSE_TIMEOUT_S,
        memorySize: 1024,
        bind: [use(Secrets).secrets.AUTH_SECRET],
        environment: { TABLE_NAME: table.tableName },
        permissions: [tableAccess(table)],
      },
    },
  });
  return { briefingQueue, briefingDlq, worker, dayClose: dayClose.jobFunction };
}

/** Only `sqs:SendMessage` for producers; binding the SST Queue would grant `sqs:*`. */
export function sendTo(queue: Queue): PolicyStatement {
  return new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] });
}
