import type { Deps } from '../../context';
import { parseSourceJob } from '../../queue/source-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { embedderFor } from './embed';
import { ingest, type WorkerPorts } from './worker';

/**
 * The source queue's consumer: Lambda's SQS event source mapping calls it, and so does the
 * local poller. Each record is its own read (one bad PDF never takes the batch down, khoj
 * #274) and only the ones that failed for a reason worth retrying are reported; a source
 * that cannot be read is a FAILED source, not a failed message.
 */
export function sourceHandler(deps: Deps, ports: Partial<WorkerPorts> = {}) {
  const full: WorkerPorts = { embedder: 'embedder' in ports ? ports.embedder : embedderFor(deps.config), ...(ports.lookup ? { lookup: ports.lookup } : {}) };
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const outcomes = await Promise.all(
      event.Records.map(async (record) => {
        const job = parseSourceJob(record.body);
        if (!job) {
          deps.log.error('source: unreadable message dropped', { messageId: record.messageId });
          return undefined;
        }
        try {
          await ingest(deps, full, job, Number(record.attributes?.ApproximateReceiveCount ?? 1));
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
