import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/** One source to read: the worker loads everything else from its row. */
export interface SourceJob {
  userId: string;
  sourceId: string;
  /**
   * When this message was queued (ms, the app's clock): the worker's fair turn
   * (core/notebook/sources/fair-turn.ts) sends it to the back of the queue if its person
   * began another piece since. Absent on messages sent before the rule.
   */
  queuedAt?: number;
}

/**
 * Sent only after the source row is written (STYLE: publish after the write succeeded);
 * stamped with the moment it is queued; delivered no sooner than `delaySeconds` (≤ 900, SQS's most).
 */
export async function sendSourceJob(deps: Deps, job: SourceJob, delaySeconds = 0): Promise<void> {
  const url = deps.config.queue.sourceQueueUrl;
  if (!url) throw new Error('SOURCE_QUEUE_URL is not configured');
  const body: SourceJob = { userId: job.userId, sourceId: job.sourceId, queuedAt: deps.clock.now().getTime() };
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body), ...(delaySeconds > 0 ? { DelaySeconds: Math.min(900, Math.ceil(delaySeconds)) } : {}) }));
}

export function parseSourceJob(body: string): SourceJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<SourceJob>;
    if (typeof v.userId !== 'string' || typeof v.sourceId !== 'string') return undefined;
    return { userId: v.userId, sourceId: v.sourceId, ...(typeof v.queuedAt === 'number' && Number.isFinite(v.queuedAt) ? { queuedAt: v.queuedAt } : {}) };
  } catch {
    return undefined;
  }
}
