import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Cron, Function, Queue, use, type StackContext } from 'sst/constructs';
import { Data, tableAccess, type TableAction } from './Data';
import { BRIEFING_WORKER_TIMEOUT_S } from '../core/ai/briefing/budget';
import { Secrets } from './Secrets';
import { BRIEFING_MAX_CONCURRENCY, DAY_CLOSE_WORKERS } from './sizing';
import { DAY_CLOSE_BATCH_SIZE } from '../core/dayclose/worker';

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
/** At most this many narrations at once, whatever the queue depth: sized from the quota ledger (stacks/sizing.ts). */
export { BRIEFING_MAX_CONCURRENCY };
/** Hourly, a few minutes past the hour (local midnight is found per zone: core/dayclose/run.ts). */
export const DAY_CLOSE_SCHEDULE = 'cron(5 * * * ? *)';
/**
 * The schedule only pages the time-zone index and sends batches (core/dayclose/schedule.ts):
 * ~30 ms per 500 users (one Query, two SendMessageBatch) on AWS, so 120 s covers about 2 million
 * users due in one hour (4,000 pages). It no longer grows with what closing a user costs.
 */
export const DAY_CLOSE_SCHEDULE_TIMEOUT_S = 120;
/** Users per message (DAY_CLOSE_BATCH_USERS, core/config.ts): a retry after one failure redoes 25. */
export const DAY_CLOSE_BATCH_USERS = 25;
/**
 * What closing one user costs the worker: the first close of a day (snapshot, 22 outcome rows,
 * streaks; 71 requests) took 56 ms of CPU at one full core (bench/RESULTS.md "Day close"),
 * bound by the SDK's request work. At 1,024 MB a Lambda has 0.58 of a vCPU: ~97 ms, so one
 * instance closes ~10 users a second.
 */
export const DAY_CLOSE_WORKER_MEMORY_MB = 1024;
/** Messages per invocation (4 × 25 users × 97 ms ≈ 10 s of work, a sixth of the timeout). */
export { DAY_CLOSE_BATCH_SIZE };
export const DAY_CLOSE_WORKER_TIMEOUT_S = 60;
/** A zone's users closed within this long of its midnight (and a batch older pages: the age alarm). */
export const DAY_CLOSE_NIGHT_S = 1800;
export const DAY_CLOSE_MAX_AGE_S = DAY_CLOSE_NIGHT_S;
/**
 * Workers at once, the setting that paces the night (the event source's maximum concurrency
 * in every stage, also reserved in prod). Sized so that every monthly user sitting in ONE zone
 * (Beyou's users mostly do) is closed within 20 minutes of its midnight, a third under the
 * 30-minute age alarm (stacks/sizing.ts: 100,000 × 97 ms ÷ 1,200 s → 9 workers, ~93 users/s).
 * That is ~1,500 write units/s for the average user (~16 a night, docs/cost.md) and ~6,500 for
 * heavy ones, spread over the users' own partitions, within the table's warm throughput
 * (stacks/Data.ts: 7,000). Reserving it keeps the night from taking the API's and the agent's
 * concurrency, and caps what a backlog writes at once. At 1,000,000 users the same sum gives
 * 81 (docs/scale.md).
 */
export const DAY_CLOSE_WORKER_CONCURRENCY = DAY_CLOSE_WORKERS;


/**
 * What each background function sends to the table (tests/infra/table-actions.test.ts records
 * it): the worker reads the claimed row, takes and writes it (UpdateItem) and reads/writes the
 * chain's cooldowns (Query, UpdateItem); the day-close schedule only Queries (the zones, then
 * the time-zone index); the day-close worker reads users' days, writes snapshots and outcome
 * rows, and removes a one-time task once its day is frozen (DeleteItem).
 */
export const WORKER_TABLE_ACTIONS: TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];
export const DAY_CLOSE_SCHEDULE_TABLE_ACTIONS: TableAction[] = ['dynamodb:Query'];
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
export function Jobs({ stack, app }: StackContext) {
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
  // The day close (SPEC D5), fanned out: the hourly schedule sends batches of users to the
  // day-close queue; the worker closes each batch. Neither calls a model or signs anything,
  // so neither binds a secret. A batch that fails 3 receives (one of its users keeps
  // failing) waits 14 days in the DLQ, alarmed like the briefing's.
  const dayCloseDlq = new Queue(stack, 'day-close-batches-dlq', {
    cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } },
  });
  const dayCloseQueue = new Queue(stack, 'day-close-batches', {
    cdk: {
      queue: {
        visibilityTimeout: Duration.seconds(6 * DAY_CLOSE_WORKER_TIMEOUT_S),
        deadLetterQueue: { queue: dayCloseDlq.cdk.queue, maxReceiveCount: MAX_RECEIVE_COUNT },
        enforceSSL: true,
      },
    },
  });
  const dayCloseWorker = new Function(stack, 'DayCloseWorker', {
    handler: 'functions/day-close-worker.handler',
    timeout: DAY_CLOSE_WORKER_TIMEOUT_S,
    // CPU-bound (SDK request work), hence more memory: more of a vCPU.
    memorySize: DAY_CLOSE_WORKER_MEMORY_MB,
    reservedConcurrentExecutions: app.stage === 'prod' ? DAY_CLOSE_WORKER_CONCURRENCY : undefined,
    bind: bindingsFor('dayCloseWorker'),
    environment: { TABLE_NAME: table.tableName },
    permissions: tableAccess(table, DAY_CLOSE_TABLE_ACTIONS),
  });
  dayCloseQueue.addConsumer(stack, {
    function: dayCloseWorker,
    cdk: {
      eventSource: { batchSize: DAY_CLOSE_BATCH_SIZE, maxConcurrency: DAY_CLOSE_WORKER_CONCURRENCY, reportBatchItemFailures: true },
    },
  });
  const dayClose = new Cron(stack, 'day-close', {
    schedule: DAY_CLOSE_SCHEDULE,
    job: {
      function: {
        handler: 'functions/day-close.handler',
        timeout: DAY_CLOSE_SCHEDULE_TIMEOUT_S,
        bind: bindingsFor('dayClose'),
        environment: {
          TABLE_NAME: table.tableName,
          DAY_CLOSE_QUEUE_URL: dayCloseQueue.queueUrl,
          DAY_CLOSE_BATCH_USERS: String(DAY_CLOSE_BATCH_USERS),
        },
        permissions: [...tableAccess(table, DAY_CLOSE_SCHEDULE_TABLE_ACTIONS), sendTo(dayCloseQueue)],
      },
    },
  });
  return { briefingQueue, briefingDlq, worker, dayClose: dayClose.jobFunction, dayCloseQueue, dayCloseDlq, dayCloseWorker };
}

/** Only `sqs:SendMessage` for producers; binding the SST Queue would grant `sqs:*`. */
export function sendTo(queue: Queue): PolicyStatement {
  return new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] });
}
