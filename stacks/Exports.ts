import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { StackContext } from 'sst/constructs';

/** Where a finished export lives: the person downloads it within minutes; a day is generous. */
export const EXPORT_EXPIRY_DAYS = 1;

/**
 * `GET /me/export` writes the person's document here as it reads it (core/users/export-object.ts)
 * and answers 303 to a five-minute presigned link: private, encrypted, TLS only, and every
 * object gone after a day (a half-finished multipart upload too).
 */
export function Exports({ stack, app }: StackContext) {
  const bucket = new Bucket(stack, 'ExportBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    lifecycleRules: [{ expiration: Duration.days(EXPORT_EXPIRY_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    removalPolicy: app.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
  });
  return { exportBucket: bucket };
}

/** What the API needs to write an export and sign its link: objects under `exports/` only. */
export function exportAccess(bucket: Bucket): PolicyStatement {
  return new PolicyStatement({
    actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'],
    resources: [bucket.arnForObjects('exports/*')],
  });
}
