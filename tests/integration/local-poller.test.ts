import { GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { startPoller } from '../../local/poller';
import { startLocalQueues } from '../../local/queues';
import type { SQSEvent } from '../../core/queue/sqs-event';
import { waitFor } from '../support/wait';

const queues = await startLocalQueues();
const sqs = new SQSClient({ endpoint: queues.endpoint, region: 'us-east-1', credentials: queues.credentials });
afterAll(async () => {
  sqs.destroy();
  await queues.stop();
});


describe('local SQS poller (what Lambda event source mapping does)', () => {
  it('hands messages to the handler, deletes successes, retries reported failures into the DLQ', async () => {
    const seen: string[] = [];
    const poller = startPoller(
      sqs,
      queues.urls.briefing,
      async (event: SQSEvent) => {
        for (const r of event.Records) seen.push(r.body);
        return { batchItemFailures: event.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })) };
      },
      () => undefined,
    );
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queues.urls.briefing, MessageBody: 'good' }));
      await sqs.send(new SendMessageCommand({ QueueUrl: queues.urls.briefing, MessageBody: 'bad' }));
      await waitFor(() => seen.includes('good') && seen.includes('bad'), Boolean, 'both messages');
      const attrs = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queues.urls.briefing, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
      );
      // "good" was deleted; only "bad" is left (in flight until its visibility timeout).
      const left = Number(attrs.Attributes?.ApproximateNumberOfMessages) + Number(attrs.Attributes?.ApproximateNumberOfMessagesNotVisible);
      expect(left).toBe(1);
      expect(seen.filter((b) => b === 'good')).toHaveLength(1);
    } finally {
      await poller.stop();
    }
  });

  it('a message that keeps failing lands in the dead-letter queue after maxReceiveCount', async () => {
    // Same redrive shape as the app's queues, with a 1 s visibility so retries come quickly.
    const dlq = await queues.createQueue('retry-test-dlq');
    const q = await queues.createQueue('retry-test', {
      VisibilityTimeout: '1',
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: 3 }),
    });
    let receives = 0;
    const poller = startPoller(
      sqs,
      q.url,
      async (event: SQSEvent) => {
        receives += event.Records.length;
        throw new Error('worker failed'); // whole batch fails, as an uncaught error on Lambda
      },
      () => undefined,
    );
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: q.url, MessageBody: 'doomed' }));
      const dead = await waitFor(
        async () => (await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq.url, WaitTimeSeconds: 0 }))).Messages ?? [],
        (m) => m.length === 1,
        'the DLQ',
      );
      expect(receives).toBe(3);
      expect(dead[0]?.Body).toBe('doomed');
    } finally {
      await poller.stop();
    }
  });
});
