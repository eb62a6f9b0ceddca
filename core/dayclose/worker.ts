import type { Deps } from '../context';
import { parseDayCloseJob } from '../queue/day-close-queue';
import type { SQSBatchResponse, SQSEvent } from '../queue/sqs-event';
import { closeUsers } from './run';
import type { MoodLevel } from './snapshot';

/**
 * Users of one message closed at once. The close is bound by the SDK's request work (CPU,
 * bench/RESULTS.md "Day close"), so a few in flight fill the instance's share of a vCPU while
 * each waits on its round trips; more would only queue on the same CPU.
 */
export const DAY_CLOSE_USER_CONCURRENCY = 8;
/**
 * Messages per invocation (the event source's batch size on AWS, the local poller's receive):
 * 4 × 25 users × ~97 ms on a 1,024 MB Lambda ≈ 10 s of work, a sixth of its timeout, and a
 * backlog still spreads over every worker instead of piling into the first poll.
 */
export const DAY_CLOSE_BATCH_SIZE = 4;

export interface DayCloseWorkerOptions {
  concurrency?: number;
  /** The mood port (tests); the product reads the mood service. */
  mood?: MoodLevel;
}

/**
 * The day-close queue's consumer: Lambda's event source mapping calls it on AWS, the local
 * poller under `npm start`. Each message's users are closed as of the worker's clock. A user
 * whose close throws makes the whole message a reported failure (partial batch failures: the
 * batch's other messages are deleted), so SQS delivers it again after its visibility timeout
 * and moves it to the DLQ after maxReceiveCount; the message's other users were closed and
 * cost the retry one Query each (closing is idempotent per user). An unreadable message is
 * dropped with a log line: retrying cannot make it readable.
 */
export function dayCloseHandler(deps: Deps, opts: DayCloseWorkerOptions = {}) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const job = parseDayCloseJob(record.body);
      if (!job) {
        deps.log.error('day close: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      const stats = await closeUsers(deps, job.zone, job.userIds, deps.clock.now(), {
        concurrency: opts.concurrency ?? DAY_CLOSE_USER_CONCURRENCY,
        mood: opts.mood,
      });
      if (stats.failures) {
        deps.log.warn('day close: batch handed back for a retry', { messageId: record.messageId, failed: stats.failures, of: stats.users, receiveCount: record.attributes.ApproximateReceiveCount });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
