import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

/**
 * A queue of this test file's own on the run's fauxqs: test files run in parallel, and a
 * poller on a shared queue would take another file's messages.
 */
export async function ownQueue(prefix = 'test'): Promise<{ url: string; sqs: SQSClient; depth(): Promise<number> }> {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const res = await sqs.send(new CreateQueueCommand({ QueueName: `${prefix}-${randomUUID()}` }));
  const url = res.QueueUrl!;
  return {
    url,
    sqs,
    async depth() {
      const a = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
      return Number(a.Attributes?.ApproximateNumberOfMessages ?? 0) + Number(a.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    },
  };
}
