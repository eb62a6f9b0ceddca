import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/**
 * One briefing to write: the worker reads everything else from the claimed row. `claimUntil`
 * is the claim this message was sent for: a message whose claim was replaced (it expired and a
 * later open claimed again) is stale, so a backed-up queue never pays for one paragraph twice.
 */
export interface BriefingJob {
  userId: string;
  date: string;
  claimUntil?: number;
}

/** Publish only after the claim was written (STYLE: publish after the write succeeded). */
export async function sendBriefingJob(deps: Deps, job: BriefingJob): Promise<void> {
  const url = deps.config.queue.briefingQueueUrl;
  if (!url) throw new Error('BRIEFING_QUEUE_URL is not configured');
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}

export function parseBriefingJob(body: string): BriefingJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<BriefingJob>;
    if (typeof v.userId !== 'string' || typeof v.date !== 'string') return undefined;
    return { userId: v.userId, date: v.date, ...(typeof v.claimUntil === 'number' ? { claimUntil: v.claimUntil } : {}) };
  } catch {
    return undefined;
  }
}
