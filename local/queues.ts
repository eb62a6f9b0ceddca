import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import { randomBytes } from 'node:crypto';
import { ROADMAP_WORKER_TIMEOUT_S } from '../core/ai/notebook/budget';
import { SOURCE_VISIBILITY_S } from '../core/notebook/sources/limits';
import { ACCOUNT_VISIBILITY_S } from '../core/users/account-worker';
import { s3LikeCors } from './s3-cors';
import { s3LikeUploads } from './s3-uploads';
import { signedRequestsOnly } from './signed-only';
import type { LocalCredentials } from './sigv4-verify';

/**
 * The app's queues, as stacks/ defines them on AWS: each work queue has a dead-letter queue
 * that takes a message after 3 failed receives.
 */
export const QUEUE_NAMES = ['briefing', 'sources', 'roadmap', 'day-close-batches', 'accounts'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export const MAX_RECEIVE_COUNT = 3;
/**
 * How long a received message stays hidden from other pollers: each queue's AWS value. A
 * source read is retried only after its deadline could pass (stacks/Notebook.ts); a roadmap
 * draft and a day-close batch after 6 × their worker's timeout (stacks/Tutor.ts, Jobs.ts): a
 * poll of several day-close batches is closed one after another, and must not reappear while
 * the last is still running.
 */
export const VISIBILITY_TIMEOUT_S: Record<QueueName, number> = {
  briefing: 60,
  sources: SOURCE_VISIBILITY_S,
  roadmap: 6 * ROADMAP_WORKER_TIMEOUT_S,
  'day-close-batches': 360,
  accounts: ACCOUNT_VISIBILITY_S,
};
/** The notebook's PDFs, on the same endpoint (fauxqs serves S3 too). */
export const SOURCES_BUCKET = 'beyou-sources';
/** The app's buckets, as stacks/ names them on AWS: exports (written as read) and sources. */
export const BUCKET_NAMES = ['beyou-exports', SOURCES_BUCKET] as const;

export interface LocalQueues {
  endpoint: string;
  /** The only credentials it answers (signed-only.ts): made for this run, held in memory only. */
  credentials: LocalCredentials;
  urls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  /** The S3 bucket for notebook sources, created on `endpoint`. */
  sourcesBucket: string;
  /** A queue of the caller's own (tests), with a dead-letter queue when `redrive` is given. */
  createQueue(name: string, attributes?: Record<string, string>): Promise<{ url: string; arn: string }>;
  stop(): Promise<void>;
}

/**
 * fauxqs (SQS and S3 in-process) on LOOPBACK ONLY. Its `startFauxqs` listens on 0.0.0.0
 * whatever `host` says, which put every queue of `npm start` on the LAN; so the app is built
 * with its exported `buildApp` and listened on 127.0.0.1 here, and the queues are made through
 * the SQS API itself (what `stacks/` does on AWS). Loopback is still every local user's: only
 * requests signed with this run's random credentials are answered (signed-only.ts).
 */
export async function startLocalQueues(port = 0, credentials: LocalCredentials = randomCredentials()): Promise<LocalQueues> {
  const app = buildApp({ logger: false });
  // Order matters: the CORS preflight is answered before the signature check, which carries none.
  s3LikeCors(app);
  signedRequestsOnly(app, credentials);
  s3LikeUploads(app);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const sqs = new SQSClient({ endpoint, region: 'us-east-1', credentials });

  async function createQueue(name: string, attributes: Record<string, string> = {}) {
    const url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl!;
    const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
    return { url, arn: attrs.Attributes!.QueueArn! };
  }

  const urls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  try {
    for (const name of QUEUE_NAMES) {
      const dlq = await createQueue(`${name}-dlq`, { MessageRetentionPeriod: String(14 * 24 * 3600) });
      const q = await createQueue(name, {
        VisibilityTimeout: String(VISIBILITY_TIMEOUT_S[name]),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.arn, maxReceiveCount: MAX_RECEIVE_COUNT }),
      });
      urls[name] = q.url;
      dlqUrls[name] = dlq.url;
    }
    const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    try {
      for (const Bucket of BUCKET_NAMES) await s3.send(new CreateBucketCommand({ Bucket }));
    } finally {
      s3.destroy();
    }
  } catch (err) {
    sqs.destroy();
    await app.close();
    throw err;
  }
  return {
    endpoint,
    credentials,
    urls,
    dlqUrls,
    sourcesBucket: SOURCES_BUCKET,
    createQueue,
    async stop() {
      sqs.destroy();
      await app.close();
    },
  };
}

/** Shaped like AWS's (a 20-character id, a 40-character secret); new for every start. */
export function randomCredentials(): LocalCredentials {
  const id = [...randomBytes(20)].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');
  return { accessKeyId: `LK${id.slice(2)}`, secretAccessKey: randomBytes(30).toString('base64url') };
}
