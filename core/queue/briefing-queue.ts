import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';

/** One briefing to write: the worker reads everything else from the claimed row. */
export interface BriefingJob {
  userId: string;
  date: string;
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
    return typeof v.userId === 'string' && typeof v.date === 'string' ? { userId: v.userId, date: v.date } : undefined;
  } catch {
    return undefined;
  }
}
