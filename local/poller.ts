import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from '../core/queue/sqs-event';

export type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  /** The event source's batch size (SQS hands out at most 10 at once). */
  batchSize?: number;
  /**
   * Batches handled at once: the event source's MaximumConcurrency (stacks/). Each consumer
   * polls and handles its own batch, so a long one does not hold the others (issue 47: one
   * person's slow PDFs held everyone's sources on a single consumer).
   */
  consumers?: number;
}

/**
 * What Lambda's SQS event source mapping does, for the one-machine runtime: long-poll, hand
 * the batch to the same handler Lambda would call, delete what succeeded, leave the reported
 * failures to become visible again (and reach the DLQ after maxReceiveCount).
 */
export function startPoller(sqs: SQSClient, queueUrl: string, handler: SqsHandler, onError: (err: unknown) => void, opts: PollerOptions = {}) {
  let running = true;
  const abort = new AbortController();
  const consume = async () => {
    while (running) {
      try {
        const res = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: Math.min(10, opts.batchSize ?? 10),
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
          }),
          { abortSignal: abort.signal },
        );
        const messages = res.Messages ?? [];
        if (!messages.length) continue;
        const records: SQSRecord[] = messages.map((m) => ({
          messageId: m.MessageId ?? '',
          receiptHandle: m.ReceiptHandle ?? '',
          body: m.Body ?? '',
          attributes: (m.Attributes ?? {}) as Record<string, string>,
          messageAttributes: {},
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: queueUrl,
          awsRegion: 'us-east-1',
        }));
        let failed = new Set<string>();
        try {
          const out = await handler({ Records: records });
          failed = new Set((out?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (err) {
          onError(err);
          failed = new Set(records.map((r) => r.messageId)); // whole batch failed, as on Lambda
        }
        const done = records.filter((r) => !failed.has(r.messageId));
        if (done.length) {
          await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
            }),
          );
        }
      } catch (err) {
        if (!running) break;
        onError(err);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const loop = Promise.all(Array.from({ length: Math.max(1, opts.consumers ?? 1) }, consume));
  return {
    async stop() {
      running = false;
      abort.abort();
      await loop.catch(() => undefined);
    },
  };
}
