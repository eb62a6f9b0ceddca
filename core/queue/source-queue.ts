import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/** One source to read: the worker loads everything else from its row. */
export interface SourceJob {
  userId: string;
  sourceId: string;
}

/** Sent only after the source row is written (STYLE: publish after the write succeeded). */
export async function sendSourceJob(deps: Deps, job: SourceJob): Promise<void> {
  const url = deps.config.queue.sourceQueueUrl;
  if (!url) throw new Error('SOURCE_QUEUE_URL is not configured');
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}

export function parseSourceJob(body: string): SourceJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<SourceJob>;
    return typeof v.userId === 'string' && typeof v.sourceId === 'string' ? { userId: v.userId, sourceId: v.sourceId } : undefined;
  } catch {
    return undefined;
  }
}
