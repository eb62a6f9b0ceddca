import { Duration } from 'aws-cdk-lib';
import { Function, Queue, use, type StackContext } from 'sst/constructs';
import { DRAFT_STALE_MS, ROADMAP_WORKER_TIMEOUT_S } from '../core/ai/notebook/budget';
import { Data, tableAccess, type TableAction } from './Data';
import { DLQ_RETENTION, MAX_RECEIVE_COUNT } from './Jobs';
import { Secrets } from './Secrets';

export { ROADMAP_WORKER_TIMEOUT_S };
/** One draft per invocation: each has the invocation's remaining time as its deadline (90 s of it). */
export const ROADMAP_BATCH_SIZE = 1;
/**
 * At most this many drafts at once: the free tiers are shared with the agent, onboarding, the
 * briefing and the tutor's own request routes (Mistral's ~1 request/s). A backlog only delays a
 * draft the client is polling (it reports FAILED after DRAFT_STALE_MS); 2 is also the smallest
 * maximum concurrency an SQS event source accepts.
 */
export const ROADMAP_MAX_CONCURRENCY = 2;
/**
 * The worker reads the draft and takes it, reads the page tree and its board, then writes the
 * draft (UpdateItem); the chain reads and writes its cooldowns (Query, UpdateItem). Measured in
 * tests/infra/table-actions.test.ts.
 */
export const ROADMAP_TABLE_ACTIONS: TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];
/** A draft message older than this is one nobody polls any more (the draft reads FAILED). */
export const ROADMAP_MAX_AGE_S = DRAFT_STALE_MS / 1000;

/**
 * The study tutor's background work (issue 20): roadmap drafts. The API writes the PENDING
 * draft and sends one message; the worker (the same handler the local poller calls) writes it
 * READY or FAILED. A message that fails 3 receives moves to the DLQ, kept 14 days (the
 * dashboard alarms on each arrival, like the briefing's).
 */
export function Tutor({ stack }: StackContext) {
  const roadmapDlq = new Queue(stack, 'roadmap-dlq', {
    cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } },
  });
  const roadmapQueue = new Queue(stack, 'roadmap', {
    cdk: {
      queue: {
        // AWS's rule for Lambda event sources: at least 6x the function timeout.
        visibilityTimeout: Duration.seconds(6 * ROADMAP_WORKER_TIMEOUT_S),
        deadLetterQueue: { queue: roadmapDlq.cdk.queue, maxReceiveCount: MAX_RECEIVE_COUNT },
        enforceSSL: true,
      },
    },
  });
  const { table } = use(Data);
  const roadmapWorker = new Function(stack, 'RoadmapWorker', {
    handler: 'functions/roadmap-worker.handler',
    timeout: ROADMAP_WORKER_TIMEOUT_S,
    bind: use(Secrets).bindingsFor('roadmapWorker'),
    environment: { TABLE_NAME: table.tableName },
    permissions: tableAccess(table, ROADMAP_TABLE_ACTIONS),
  });
  roadmapQueue.addConsumer(stack, {
    function: roadmapWorker,
    cdk: { eventSource: { batchSize: ROADMAP_BATCH_SIZE, maxConcurrency: ROADMAP_MAX_CONCURRENCY, reportBatchItemFailures: true } },
  });
  return { roadmapQueue, roadmapDlq, roadmapWorker };
}
