import { startFauxqs, type FauxqsServer } from 'fauxqs';

/**
 * The app's queues, as stacks/ defines them on AWS: each work queue has a dead-letter queue
 * that takes a message after 3 failed receives.
 */
export const QUEUE_NAMES = ['briefing'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export const MAX_RECEIVE_COUNT = 3;

export interface LocalQueues {
  endpoint: string;
  urls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  server: FauxqsServer;
  stop(): Promise<void>;
}

export async function startLocalQueues(port = 0): Promise<LocalQueues> {
  const server = await startFauxqs({ port, logger: false, host: '127.0.0.1' });
  const urls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  for (const name of QUEUE_NAMES) {
    const dlq = server.createQueue(`${name}-dlq`, { attributes: { MessageRetentionPeriod: String(14 * 24 * 3600) } });
    const q = server.createQueue(name, {
      attributes: {
        VisibilityTimeout: '60',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.queueArn, maxReceiveCount: MAX_RECEIVE_COUNT }),
      },
    });
    urls[name] = q.queueUrl;
    dlqUrls[name] = dlq.queueUrl;
  }
  return { endpoint: `http://127.0.0.1:${server.port}`, urls, dlqUrls, server, stop: () => server.stop() };
}
