import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';

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

const clients = new WeakMap<object, SQSClient>();

/** One SQS client per configuration (process), shared by every producer. */
export function sqsClient(deps: Deps): SQSClient {
  let c = clients.get(deps.config);
  if (!c) {
    const { endpoint } = deps.config.queue;
    c = new SQSClient({
      region: deps.config.db.region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    clients.set(deps.config, c);
  }
  return c;
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
