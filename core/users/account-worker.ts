import type { Ctx, Deps } from '../context';
import { parseAccountJob, sendAccountJob, type AccountJob } from '../queue/account-queue';
import type { SQSBatchResponse, SQSEvent } from '../queue/sqs-event';
import { runExportJob } from './export-run';
import { purgeAccount } from './purge';

/** The worker's Lambda timeout (stacks/Notebook.ts); the queue hides a message 6x as long (AWS's rule). */
export const ACCOUNT_WORKER_TIMEOUT_S = 120;
export const ACCOUNT_VISIBILITY_S = 6 * ACCOUNT_WORKER_TIMEOUT_S;
/** A purge or an export stops this long before its invocation ends: the page in hand and the next message land. */
export const ACCOUNT_MARGIN_MS = 15_000;

export interface AccountWorkerPorts {
  /** Time left in this invocation (Lambda's getRemainingTimeInMillis); default: the timeout from now. */
  remainingMs?: () => number;
  /** Queues the rest (default: the account queue). */
  continueLater?: (job: AccountJob) => Promise<void>;
}

/**
 * The account queue's consumer: the remainder of DELETE /me (the purge) and of GET /me/export
 * (the export job), each worked on until the invocation's time is nearly out, then the rest
 * queued as a new message and this one reported done. Work that throws is retried by SQS
 * (partial batch failure) and, after 3 receives, kept in the DLQ (alarmed).
 */
export function accountHandler(deps: Deps, ports: AccountWorkerPorts = {}) {
  return async (event: SQSEvent, context?: { getRemainingTimeInMillis?: () => number }): Promise<SQSBatchResponse> => {
    const taken = Date.now();
    const remaining = context?.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : (ports.remainingMs ?? (() => ACCOUNT_WORKER_TIMEOUT_S * 1000 - (Date.now() - taken)));
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const job = parseAccountJob(record.body);
      if (!job) {
        deps.log.error('account: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      const ctx: Ctx = { deps, actor: { userId: job.userId } };
      const stopAt = Date.now() + remaining() - ACCOUNT_MARGIN_MS;
      try {
        const done = job.exportJob ? (await runExportJob(ctx, job.exportJob, stopAt)) !== 'more' : await purgeAccount(ctx, stopAt);
        if (!done) await (ports.continueLater ?? ((next: AccountJob) => sendAccountJob(deps, next)))(job);
        const what = job.exportJob ? 'export' : 'account purge';
        deps.log.info(done ? `${what} finished` : `${what} continues in the next message`, { userId: job.userId });
      } catch (err) {
        deps.log.error('account: job failed, retried later', { messageId: record.messageId, export: Boolean(job.exportJob), errorName: (err as Error)?.name });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
