import type { Ctx, Deps } from '../context';
import { parseAccountJob, sendAccountJob } from '../queue/account-queue';
import type { SQSBatchResponse, SQSEvent } from '../queue/sqs-event';
import { purgeAccount } from './purge';

/** The worker's Lambda timeout (stacks/Notebook.ts); the queue hides a message 6x as long (AWS's rule). */
export const ACCOUNT_WORKER_TIMEOUT_S = 120;
export const ACCOUNT_VISIBILITY_S = 6 * ACCOUNT_WORKER_TIMEOUT_S;
/** A purge stops this long before its invocation ends: the page in hand and the next message land. */
export const ACCOUNT_MARGIN_MS = 15_000;

export interface AccountWorkerPorts {
  /** Time left in this invocation (Lambda's getRemainingTimeInMillis); default: the timeout from now. */
  remainingMs?: () => number;
  /** Queues the rest (default: the account queue). */
  continueLater?: (userId: string) => Promise<void>;
}

/**
 * The account queue's consumer (DELETE /me's remainder): purge until the invocation's time is
 * nearly out, then queue the rest as a new message and report this one done. A purge that
 * throws is retried by SQS (partial batch failure) and, after 3 receives, kept in the DLQ (alarmed).
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
      try {
        const done = await purgeAccount(ctx, Date.now() + remaining() - ACCOUNT_MARGIN_MS);
        if (!done) await (ports.continueLater ?? ((userId: string) => sendAccountJob(deps, { userId })))(job.userId);
        deps.log.info(done ? 'account deleted' : 'account purge continues in the next message', { userId: job.userId });
      } catch (err) {
        deps.log.error('account: purge failed, retried later', { messageId: record.messageId, errorName: (err as Error)?.name });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
