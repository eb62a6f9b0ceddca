import type { Deps } from '../../context';
import { parseSourceJob } from '../../queue/source-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { embedderFor } from './embed';
import { ingest, type WorkerPorts } from './worker';

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
  // One embedder per handler (a cold start): the batch size the endpoint turned out to take is
  // remembered by it for every later source (embed.ts), and said in the log once.
  const onShrink = (inputs: number, refused: number) => deps.log.warn('embeddings refused a batch as too large; the batch size is lowered', { inputs, refused });
  const full: WorkerPorts = { ...ports, embedder: 'embedder' in ports ? ports.embedder : embedderFor(deps.config, { onShrink }) };
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
          await ingest(deps, timed, job);
          return undefined;
        } catch (err) {
          deps.log.error('source: read failed, retried later', { messageId: record.messageId, sourceId: job.sourceId, errorName: (err as Error)?.name });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((o) => o !== undefined) };
  };
}
