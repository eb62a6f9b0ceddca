import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Function, Queue, use, type StackContext } from 'sst/constructs';
import { SOURCE_MAX_RECEIVES, SOURCE_VISIBILITY_S, SOURCE_WORKER_CONCURRENCY, SOURCE_WORKER_TIMEOUT_S, UPLOAD_URL_TTL_S } from '../core/notebook/sources/limits';
import { ACCOUNT_VISIBILITY_S, ACCOUNT_WORKER_TIMEOUT_S } from '../core/users/account-worker';
import { exportAccess, Exports } from './Exports';
import { webOrigins } from './web-origins';
import { Data, tableAccess } from './Data';
import { DLQ_RETENTION } from './Jobs';
import { Secrets } from './Secrets';

/** Where presigned PUTs land; a file never confirmed (or left by a failed read) expires after this. */
export const UPLOADS_PREFIX = 'uploads/';
export const KEPT_PREFIX = 'sources/';
export const ABANDONED_UPLOAD_DAYS = 1;
/** One source piece per invocation: its deadline is the invocation's remaining time. */
export const SOURCE_BATCH_SIZE = 1;
/** Account purges at once: each is a few hundred deletes a second in its own partition. */
export const ACCOUNT_WORKER_CONCURRENCY = 2;

/**
 * The study notebook's sources (N5): the bucket PDFs are PUT into (presigned, never through a
 * Lambda body), the queue the API sends each new source to, and the worker that reads it
 * (chunks, embeddings) with partial batch failures. The API's share — the queue URL and bucket
 * name, `sqs:SendMessage`, PUT (to presign) and delete — is `apiAccess`, used by stacks/Api.ts.
 */
export function Notebook({ stack, app }: StackContext) {
  const prod = app.stage === 'prod';
  const bucket = new Bucket(stack, 'Sources', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    // The web client PUTs the file from the person's browser.
    cors: [{ allowedMethods: [HttpMethods.PUT], allowedOrigins: webOrigins(app.stage, process.env.WEB_ORIGIN), allowedHeaders: ['content-type'], exposedHeaders: ['etag'], maxAge: UPLOAD_URL_TTL_S }],
    // An upload never confirmed, or one that raced an account deletion, goes by itself.
    lifecycleRules: [{ id: 'abandoned-uploads', prefix: UPLOADS_PREFIX, expiration: Duration.days(ABANDONED_UPLOAD_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(ABANDONED_UPLOAD_DAYS) }],
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const dlq = new Queue(stack, 'source-ingest-dlq', { cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } } });
  const queue = new Queue(stack, 'source-ingest', {
    cdk: {
      queue: {
        // 6x the worker's timeout (AWS's rule for Lambda event sources); a source's READING
        // deadline (core/notebook/sources/limits.ts) outlasts one such wait plus a read.
        visibilityTimeout: Duration.seconds(SOURCE_VISIBILITY_S),
        deadLetterQueue: { queue: dlq.cdk.queue, maxReceiveCount: SOURCE_MAX_RECEIVES },
        enforceSSL: true,
      },
    },
  });
  const { table } = use(Data);

  const objects = (prefix: string) => `${bucket.bucketArn}/${prefix}*`;
  /** ListObjectsV2 on the bucket, kept by its condition to keys under these prefixes. */
  const listUnder = (...prefixes: string[]) =>
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } } });
  const worker = new Function(stack, 'SourceWorker', {
    handler: 'functions/source-worker.handler',
    timeout: SOURCE_WORKER_TIMEOUT_S,
    // A 15 MB PDF parsed in memory, its text and vectors.
    memorySize: 1536,
    // The embedding key only: it signs nothing (authSecret 'none') and calls no chat provider.
    bind: use(Secrets).bindingsFor('sourceWorker'),
    // It queues the next piece of a source itself (a continuation message, or a minute later
    // after embeddings failed), and sends a message back to the queue's end when its person
    // already had a turn (core/notebook/sources/fair-turn.ts): sqs:SendMessage below.
    environment: { TABLE_NAME: table.tableName, SOURCES_BUCKET: bucket.bucketName, SOURCE_QUEUE_URL: queue.queueUrl },
    permissions: [
      ...tableAccess(table),
      new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [objects(UPLOADS_PREFIX)] }),
      // Kept PDFs and vector segments (read back when a piece continues a segment).
      new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], resources: [objects(KEPT_PREFIX)] }),
      listUnder(KEPT_PREFIX),
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }),
    ],
  });
  // One piece per invocation (its remaining time is its deadline), at most SOURCE_WORKER_CONCURRENCY
  // at once: the embedding key's quota, not Lambda, sets the pace, and a burst of uploads waits
  // in the queue instead of scaling against it, taking turns per person (docs/scale.md).
  // Partial batch failures as before.
  queue.addConsumer(stack, {
    function: worker,
    cdk: { eventSource: { batchSize: SOURCE_BATCH_SIZE, maxConcurrency: SOURCE_WORKER_CONCURRENCY, reportBatchItemFailures: true } },
  });

  // Account deletion past the request (core/users/purge.ts): DELETE /me does what fits in a few
  // seconds and queues the rest; this worker goes on in pages, each message stopping before
  // its invocation does and queueing the next. GET /me/export's remainder too
  // (core/users/export-run.ts): the same walk of one whole partition, written in 5 MB parts
  // with a deadline instead of deleted; exportAccess below covers writing, copying and aborting. Here because its objects are mostly this
  // bucket's (a stack of its own would be cleaner; the API reads its URL from apiAccess).
  const { exportBucket } = use(Exports);
  const accountDlq = new Queue(stack, 'account-deletion-dlq', { cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } } });
  const accountQueue = new Queue(stack, 'account-deletion', {
    cdk: {
      queue: {
        visibilityTimeout: Duration.seconds(ACCOUNT_VISIBILITY_S),
        deadLetterQueue: { queue: accountDlq.cdk.queue, maxReceiveCount: SOURCE_MAX_RECEIVES },
        enforceSSL: true,
      },
    },
  });
  const accountWorker = new Function(stack, 'AccountWorker', {
    handler: 'functions/account-worker.handler',
    timeout: ACCOUNT_WORKER_TIMEOUT_S,
    environment: { TABLE_NAME: table.tableName, SOURCES_BUCKET: bucket.bucketName, EXPORT_BUCKET: exportBucket.bucketName, ACCOUNT_QUEUE_URL: accountQueue.queueUrl },
    permissions: [
      ...tableAccess(table),
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [objects(UPLOADS_PREFIX), objects(KEPT_PREFIX)] }),
      listUnder(UPLOADS_PREFIX, KEPT_PREFIX),
      ...exportAccess(exportBucket),
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [accountQueue.queueArn] }),
    ],
  });
  accountQueue.addConsumer(stack, {
    function: accountWorker,
    cdk: { eventSource: { batchSize: 1, maxConcurrency: ACCOUNT_WORKER_CONCURRENCY, reportBatchItemFailures: true } },
  });

  const apiAccess = {
    environment: { SOURCE_QUEUE_URL: queue.queueUrl, SOURCES_BUCKET: bucket.bucketName, ACCOUNT_QUEUE_URL: accountQueue.queueUrl },
    /** The API's one `sqs:SendMessage` statement (stacks/Jobs.ts `sendTo`) covers these queues too. */
    alsoSend(statement: PolicyStatement): PolicyStatement {
      statement.addResources(queue.queueArn, accountQueue.queueArn);
      return statement;
    },
    permissions: [
      // PUT only to sign upload URLs (the bytes never reach the API); delete for sources and accounts.
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [objects(UPLOADS_PREFIX)] }),
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [objects(UPLOADS_PREFIX), objects(KEPT_PREFIX)] }),
      // A question streams its sources' vector segments (retrieve.ts).
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects(KEPT_PREFIX)] }),
      // DELETE /me lists the person's files by prefix (core/users/purge.ts).
      listUnder(UPLOADS_PREFIX, KEPT_PREFIX),
    ],
  };
  return { bucket, queue, dlq, worker, accountQueue, accountDlq, accountWorker, apiAccess };
}
