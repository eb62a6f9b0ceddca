import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/** One account to purge (core/users/purge.ts): the worker finds what is left by itself. */
export interface AccountJob {
  userId: string;
}

/** Sent only after the account's tombstone is written (STYLE: publish after the write succeeded). */
export async function sendAccountJob(deps: Deps, job: AccountJob): Promise<void> {
  const url = deps.config.queue.accountQueueUrl;
  if (!url) throw new Error('ACCOUNT_QUEUE_URL is not configured');
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}

export function parseAccountJob(body: string): AccountJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<AccountJob>;
    return typeof v.userId === 'string' && v.userId ? { userId: v.userId } : undefined;
  } catch {
    return undefined;
  }
}
