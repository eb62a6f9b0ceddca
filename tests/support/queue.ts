import { CreateQueueCommand, DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { SQSRecord } from '../../core/queue/sqs-event';

export interface OwnQueue {
  url: string;
  sqs: SQSClient;
  /** Its dead-letter queue, when asked for one. */
  dlqUrl?: string;
  depth(url?: string): Promise<number>;
}

/**
 * A queue of this test file's own on the run's fauxqs: test files run in parallel, and a
 * poller on a shared queue would take another file's messages. With `dlq`, a dead-letter
 * queue takes a message after `maxReceiveCount` receives (the app's redrive, local/queues.ts).
 */
export async function ownQueue(
  prefix = 'test',
  opts: { dlq?: { maxReceiveCount: number }; visibilityTimeoutS?: number } = {},
): Promise<OwnQueue> {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: inject('localStores') });
  const name = `${prefix}-${randomUUID()}`;
  const attributes: Record<string, string> = {};
  let dlqUrl: string | undefined;
  if (opts.dlq) {
    dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl!;
    const arn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    attributes.RedrivePolicy = JSON.stringify({ deadLetterTargetArn: arn, maxReceiveCount: opts.dlq.maxReceiveCount });
  }
  if (opts.visibilityTimeoutS !== undefined) attributes.VisibilityTimeout = String(opts.visibilityTimeoutS);
  const res = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  const url = res.QueueUrl!;
  return {
    url,
    sqs,
    ...(dlqUrl ? { dlqUrl } : {}),
    async depth(of = url) {
      const a = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: of, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
      return Number(a.Attributes?.ApproximateNumberOfMessages ?? 0) + Number(a.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    },
  };
}

/**
 * Receive exactly `n` messages (or fail after `tries` empty polls) as Lambda's event source
 * would hand them over, and delete them from the queue: the caller feeds them to a handler.
 */
export async function receiveAll(q: OwnQueue, n: number, tries = 20): Promise<SQSRecord[]> {
  const records: SQSRecord[] = [];
  for (let empty = 0; records.length < n && empty < tries; ) {
    const res = await q.sqs.send(new ReceiveMessageCommand({ QueueUrl: q.url, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['ApproximateReceiveCount'] }));
    const got = res.Messages ?? [];
    if (!got.length) empty++;
    if (got.length) {
      await q.sqs.send(new DeleteMessageBatchCommand({ QueueUrl: q.url, Entries: got.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
    }
    for (const m of got) {
      records.push({
        messageId: m.MessageId!,
        receiptHandle: m.ReceiptHandle!,
        body: m.Body ?? '',
        attributes: (m.Attributes ?? {}) as Record<string, string>,
        messageAttributes: {},
        md5OfBody: m.MD5OfBody ?? '',
        eventSource: 'aws:sqs',
        eventSourceARN: q.url,
        awsRegion: 'us-east-1',
      });
    }
  }
  if (records.length !== n) throw new Error(`expected ${n} messages on the queue, received ${records.length}`);
  return records;
}
