import type { Deps } from '../../context';
import { parseSourceJob } from '../../queue/source-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { embedderFor } from './embed';
import { ingest, RetryLater, type WorkerPorts } from './worker';

/** What the worker reads of Lambda's context: the time its invocation has left. */
export interface LambdaTime {
  getRemainingTimeInMillis?: () => number;
}

/**
 * The source queue's consumer: Lambda's SQS event source mapping calls it, and so does the
 * local poller. Each record is its own read (one bad PDF never takes the batch down, khoj
 * #274) and only the ones that failed for a reason worth retrying are reported; a source
 * that cannot be read is a FAILED source, not a failed message. Lambda hands it one record
 * (batch size 1, stacks/Notebook.ts) and its context, whose remaining time bounds the piece.
 */
export function sourceHandler(deps: Deps, ports: Partial<WorkerPorts> = {}) {
  const full: WorkerPorts = { ...ports, embedder: 'embedder' in ports ? ports.embedder : embedderFor(deps.config) };
  return async (event: SQSEvent, context?: LambdaTime): Promise<SQSBatchResponse> => {
    const timed: WorkerPorts = context?.getRemainingTimeInMillis ? { ...full, remainingMs: () => context.getRemainingTimeInMillis!() } : full;
    const outcomes = await Promise.all(
      event.Records.map(async (record) => {
        const job = parseSourceJob(record.body);
        if (!job) {
          deps.log.error('source: unreadable message dropped', { messageId: record.messageId });
          return undefined;
        }
        try {
          await ingest(deps, timed, job, Number(record.attributes?.ApproximateReceiveCount ?? 1));
          return undefined;
        } catch (err) {
          // A RetryLater's message is ours (the embedding endpoint's status), never the source's text.
          deps.log.error('source: read failed, retried later', { messageId: record.messageId, sourceId: job.sourceId, errorName: (err as Error)?.name, ...(err instanceof RetryLater ? { why: err.message } : {}) });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((o) => o !== undefined) };
  };
}
