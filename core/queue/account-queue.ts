import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/**
 * Work on one whole account past the request: its purge (core/users/purge.ts; the worker finds
 * what is left by itself) or, with `exportJob`, more of that export (core/users/export-run.ts).
 */
export interface AccountJob {
  userId: string;
  exportJob?: string;
}

/** Sent only after the tombstone (or the export's progress) is written (STYLE: publish after the write succeeded). */
export async function sendAccountJob(deps: Deps, job: AccountJob): Promise<void> {
  const url = deps.config.queue.accountQueueUrl;
  if (!url) throw new Error('ACCOUNT_QUEUE_URL is not configured');
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}

export function parseAccountJob(body: string): AccountJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<AccountJob>;
    if (typeof v.userId !== 'string' || !v.userId) return undefined;
    return typeof v.exportJob === 'string' && v.exportJob ? { userId: v.userId, exportJob: v.exportJob } : { userId: v.userId };
  } catch {
    return undefined;
  }
}
