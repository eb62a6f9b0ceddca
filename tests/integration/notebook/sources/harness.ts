import { afterAll } from 'vitest';
import type { Deps } from '../../../../core/context';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import type { WorkerPorts } from '../../../../core/notebook/sources/worker';
import type { SQSBatchResponse, SQSEvent } from '../../../../core/queue/sqs-event';
import { startPoller, type PollerOptions } from '../../../../local/poller';
import { testDeps } from '../../../support/deps';
import { testApi, type TestApi } from '../../../support/http';
import { ownQueue } from '../../../support/queue';
import { waitFor } from '../../../support/wait';
import { student, type Student } from '../helpers';

export interface Harness {
  deps: Deps;
  api: TestApi;
  queue: Awaited<ReturnType<typeof ownQueue>>;
  /** Every batch the worker was handed and what it answered. */
  batches: { event: SQSEvent; out: SQSBatchResponse }[];
  /** Start the worker on this file's own queue (the local poller: what Lambda's mapping does). */
  startWorker(poll?: PollerOptions): void;
  stopWorker(): Promise<void>;
  student(): Promise<Student>;
  /** Wait for the source to be READY or FAILED (through the real list route) and return it. */
  settled(s: Student, pageId: string, sourceId: string): Promise<any>;
}

/**
 * The API and the worker over this file's own queue (test files run in parallel; a shared
 * queue's poller would take another file's messages), DynamoDB Local and fauxqs's S3.
 */
export async function harness(env: Record<string, string> = {}, ports: Partial<WorkerPorts> = {}, opts: { visibilityTimeoutS?: number; deps?: (deps: Deps) => Deps } = {}): Promise<Harness> {
  const queue = await ownQueue('sources', opts.visibilityTimeoutS === undefined ? {} : { visibilityTimeoutS: opts.visibilityTimeoutS });
  const base = testDeps({ SOURCE_QUEUE_URL: queue.url, ...env });
  const deps = opts.deps ? opts.deps(base) : base;
  const api = testApi(deps);
  const batches: Harness['batches'] = [];
  const handler = sourceHandler(deps, ports);
  let poller: ReturnType<typeof startPoller> | undefined;
  const h: Harness = {
    deps,
    api,
    queue,
    batches,
    startWorker(poll = {}) {
      poller ??= startPoller(queue.sqs, queue.url, async (event) => {
        const out = await handler(event);
        batches.push({ event, out });
        return out;
      }, () => undefined, poll);
    },
    async stopWorker() {
      await poller?.stop();
      poller = undefined;
    },
    student: () => student(api),
    async settled(s, pageId, sourceId) {
      return waitFor(
        async () => (await s.ok('GET', `/notebook/pages/${pageId}/sources`)).items.find((i: { id: string }) => i.id === sourceId),
        (item) => item && (item.status === 'READY' || item.status === 'FAILED'),
        `source ${sourceId} to settle`,
        // Reads are paced (chunk writes at ≤ 300 units/s, issue 33): a 2 MB page takes seconds of
        // its own, more on a loaded machine. A wait for a condition, never a bound on the time.
        45_000,
      );
    },
  };
  afterAll(() => h.stopWorker());
  return h;
}

/** An SQS record as Lambda hands it over, for calling the worker directly. */
export function record(messageId: string, body: unknown, receiveCount = 1) {
  return { messageId, body: JSON.stringify(body), receiptHandle: '', attributes: { ApproximateReceiveCount: String(receiveCount) }, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'local', awsRegion: 'us-east-1' };
}
