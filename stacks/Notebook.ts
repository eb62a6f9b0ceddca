import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Function, Queue, use, type StackContext } from 'sst/constructs';
import { SOURCE_MAX_RECEIVES, SOURCE_VISIBILITY_S, SOURCE_WORKER_TIMEOUT_S, UPLOAD_URL_TTL_S } from '../core/notebook/sources/limits';
import { webOrigins } from './web-origins';
import { Data, tableAccess } from './Data';
import { DLQ_RETENTION } from './Jobs';
import { Secrets } from './Secrets';

/** Where presigned PUTs land; a file never confirmed (or left by a failed read) expires after this. */
export const UPLOADS_PREFIX = 'uploads/';
export const KEPT_PREFIX = 'sources/';
export const ABANDONED_UPLOAD_DAYS = 1;

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
  const worker = new Function(stack, 'SourceWorker', {
    handler: 'functions/source-worker.handler',
    timeout: SOURCE_WORKER_TIMEOUT_S,
    // A 15 MB PDF parsed in memory, its text and vectors.
    memorySize: 1536,
    // The embedding key only: it signs nothing (authSecret 'none') and calls no chat provider.
    bind: use(Secrets).bindingsFor('sourceWorker'),
    environment: { TABLE_NAME: table.tableName, SOURCES_BUCKET: bucket.bucketName },
    permissions: [
      ...tableAccess(table),
      new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [objects(UPLOADS_PREFIX)] }),
      new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [objects(KEPT_PREFIX)] }),
    ],
  });
  // Partial batch failures: one source that must be retried is retried alone.
  queue.addConsumer(stack, { function: worker, cdk: { eventSource: { batchSize: 5, reportBatchItemFailures: true } } });

  const apiAccess = {
    environment: { SOURCE_QUEUE_URL: queue.queueUrl, SOURCES_BUCKET: bucket.bucketName },
    /** The API's one `sqs:SendMessage` statement (stacks/Jobs.ts `sendTo`) covers this queue too. */
    alsoSend(statement: PolicyStatement): PolicyStatement {
      statement.addResources(queue.queueArn);
      return statement;
    },
    permissions: [
      // PUT only to sign upload URLs (the bytes never reach the API); delete for sources and accounts.
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [objects(UPLOADS_PREFIX)] }),
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [objects(UPLOADS_PREFIX), objects(KEPT_PREFIX)] }),
    ],
  };
  return { bucket, queue, dlq, worker, apiAccess };
}
