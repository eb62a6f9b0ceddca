import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Cron, Function, Queue, use, type StackContext } from 'sst/constructs';
import { Data, tableAccess, type TableAction } from './Data';
import { BRIEFING_WORKER_TIMEOUT_S } from '../core/ai/briefing/budget';
import { Secrets } from './Secrets';

/** Mirrors local/queues.ts (tests/infra checks the two agree). */
export const MAX_RECEIVE_COUNT = 3;
export const DLQ_RETENTION = Duration.days(14);
/** The briefing worker's Lambda timeout (45 s, core/ai/briefing/budget.ts has the sum). */
export { BRIEFING_WORKER_TIMEOUT_S };
/**
 * One message per invocation: messages are narrated one after another, so in a batch of 5 the
 * fifth would wait for four generations (~20 s) while its user looks at PENDING; and the
 * invocation's remaining time is then one narration's deadline. Invocations cost $0.20 a
 * million: batching would save nothing worth that wait.
 */
export const BRIEFING_BATCH_SIZE = 1;
/**
 * At most this many narrations at once, whatever the queue depth. The free tiers are the
 * ceiling (Mistral's ~1 request/s, Gemini Flash's 10 requests/min), shared with the agent and
 * onboarding: 2 concurrent narrations of ~3–6 s each use ≈ 0.3–0.7 request/s, and 2 is also
 * the smallest maximum concurrency an SQS event source accepts. A backlog only delays prose
 * (the client falls back to its own copy, B4); raise it with a paid tier.
 */
export const BRIEFING_MAX_CONCURRENCY = 2;
/** Hourly, a few minutes past the hour (local midnight is found per zone: core/dayclose/run.ts). */
export const DAY_CLOSE_SCHEDULE = 'cron(5 * * * ? *)';
/** Lambda's maximum: a zone's midnight may hold many users (bench/RESULTS.md "Day close"). */
export const DAY_CLOSE_TIMEOUT_S = 900;

/**
 * What each background function sends to the table (tests/infra/table-actions.test.ts records
 * it): the worker reads the claimed row, takes and writes it (UpdateItem) and reads/writes the
 * chain's cooldowns (Query, UpdateItem); the day close reads users' days, writes snapshots and
 * outcome rows, and removes a one-time task once its day is frozen (DeleteItem).
 */
export const WORKER_TABLE_ACTIONS: TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];
export const DAY_CLOSE_TABLE_ACTIONS: TableAction[] = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
];

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
  const { bindingsFor } = use(Secrets);
  const worker = new Function(stack, 'BriefingWorker', {
    handler: 'functions/briefing-worker.handler',
    timeout: BRIEFING_WORKER_TIMEOUT_S,
    bind: bindingsFor('briefingWorker'),
    environment: { TABLE_NAME: table.tableName },
    permissions: tableAccess(table, WORKER_TABLE_ACTIONS),
  });
  // Partial batch failures: one bad message is retried alone, not the whole batch.
  briefingQueue.addConsumer(stack, {
    function: worker,
    cdk: {
      eventSource: { batchSize: BRIEFING_BATCH_SIZE, maxConcurrency: BRIEFING_MAX_CONCURRENCY, reportBatchItemFailures: true },
    },
  });
  // The day close (SPEC D5): hourly, idempotent, never calls a model and signs nothing, so it
  // binds no secret. CPU-bound (SDK request work), hence more memory.
  const dayClose = new Cron(stack, 'day-close', {
    schedule: DAY_CLOSE_SCHEDULE,
    job: {
      function: {
        handler: 'functions/day-close.handler',
        timeout: DAY_CLOSE_TIMEOUT_S,
        memorySize: 1024,
        bind: bindingsFor('dayClose'),
        environment: { TABLE_NAME: table.tableName },
        permissions: tableAccess(table, DAY_CLOSE_TABLE_ACTIONS),
      },
    },
  });
  return { briefingQueue, briefingDlq, worker, dayClose: dayClose.jobFunction };
}

/** Only `sqs:SendMessage` for producers; binding the SST Queue would grant `sqs:*`. */
export function sendTo(queue: Queue): PolicyStatement {
  return new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] });
}
