import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type CorsRule } from 'aws-cdk-lib/aws-s3';
import { Cron, use, type StackContext } from 'sst/constructs';
import { EXPORT_SWEEP_EVERY_MIN } from '../core/users/export-sweep';
import { Secrets } from './Secrets';
import { webOrigins } from './web-origins';

/**
 * The bucket's own expiry: S3 lifecycle rules count in whole days, 1 is the least. It is the
 * backstop; the sweep below is what deletes an export minutes after its link has expired.
 */
export const EXPORT_EXPIRY_DAYS = 1;
export const EXPORT_SWEEP_SCHEDULE = `rate(${EXPORT_SWEEP_EVERY_MIN} minutes)`;
const PREFIX = 'exports/';

/**
 * `GET /me/export` writes the person's document here as it reads it (core/users/export-object.ts;
 * a large one in 5 MB parts by the account queue's worker, stacks/Notebook.ts) and answers 303
 * to a five-minute presigned link: private, encrypted, TLS only. An export is
 * deleted by the sweep (core/users/export-sweep.ts) once its link is dead, with the account
 * (DELETE /me), and by the lifecycle rule after a day if both failed (unfinished uploads too).
 */
export function Exports({ stack, app }: StackContext) {
  const bucket = new Bucket(stack, 'ExportBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    lifecycleRules: [{ expiration: Duration.days(EXPORT_EXPIRY_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    removalPolicy: app.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
    cors: [exportCors(webOrigins(app.stage, process.env.WEB_ORIGIN))],
  });
  const sweep = new Cron(stack, 'export-sweep', {
    schedule: EXPORT_SWEEP_SCHEDULE,
    job: {
      function: {
        handler: 'functions/export-sweep.handler',
        bind: use(Secrets).bindingsFor('exportSweep'),
        environment: { EXPORT_BUCKET: bucket.bucketName },
        permissions: [listExports(bucket), new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [bucket.arnForObjects(`${PREFIX}*`)] })],
      },
    },
  });
  return { exportBucket: bucket, exportSweep: sweep.jobFunction };
}

/**
 * The web client fetches `GET /me/export` and follows the 303 to the presigned link, which a
 * browser allows only if S3 answers with CORS headers. The web origin, and `null`: a redirect to
 * a third origin (web app → API → S3) taints the request, and the browser then sends
 * `Origin: null`. Read-only, no credentials, and the object is reachable only through its
 * five-minute signed link, so allowing `null` lets no one read what they could not fetch anyway.
 */
export function exportCors(origins: string[]): CorsRule {
  return {
    allowedOrigins: origins.includes('*') ? ['*'] : [...origins, 'null'],
    allowedMethods: [HttpMethods.GET, HttpMethods.HEAD],
    allowedHeaders: ['authorization', 'range'],
    exposedHeaders: ['content-disposition', 'content-length', 'content-type'],
    maxAge: 3600,
  };
}

/**
 * What the API needs to write an export, sign its link, and delete the person's exports with
 * the account (listed by their prefix): objects under `exports/` only.
 */
export function exportAccess(bucket: Bucket): PolicyStatement[] {
  return [
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:DeleteObject'],
      resources: [bucket.arnForObjects(`${PREFIX}*`)],
    }),
    listExports(bucket),
  ];
}

/** ListObjectsV2 is granted on the bucket; the condition keeps it to keys under `exports/`. */
function listExports(bucket: Bucket): PolicyStatement {
  return new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': `${PREFIX}*` } } });
}
