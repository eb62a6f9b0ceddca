import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIVE_COUNT as LOCAL_MAX_RECEIVE_COUNT } from '../../local/queues';
import { READING_DEADLINE_MS, SOURCE_MAX_RECEIVES, SOURCE_VISIBILITY_S, SOURCE_WORKER_CONCURRENCY, SOURCE_WORKER_TIMEOUT_S } from '../../core/notebook/sources/limits';
import { ACCOUNT_VISIBILITY_S, ACCOUNT_WORKER_TIMEOUT_S } from '../../core/users/account-worker';
import { MAX_RECEIVE_COUNT } from '../../stacks/Jobs';
import { ABANDONED_UPLOAD_DAYS } from '../../stacks/Notebook';
import { appFunctions, envOf, PROD_DEPLOY_ENV, synth, type Synth } from './synth';

const WEB_ORIGIN = PROD_DEPLOY_ENV.WEB_ORIGIN;
let dev: Synth;
let prod: Synth;

beforeAll(async () => {
  dev = await synth('test', { WEB_ORIGIN: undefined, ALARM_EMAIL: undefined });
  prod = await synth('prod', PROD_DEPLOY_ENV);
}, 600_000);

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const statements = (s: Synth, stack: keyof Synth['templates']) =>
  Object.values(s.templates[stack].findResources('AWS::IAM::Policy')).flatMap((p: any) => p.Properties.PolicyDocument.Statement as Statement[]);
const actionsOn = (list: Statement[], action: string) => list.filter((st) => [st.Action].flat().includes(action)).map((st) => JSON.stringify(st.Resource));

describe('Notebook: the source-ingest queue', () => {
  it('has a DLQ taking a message after 3 receives (as local/queues.ts), kept 14 days', () => {
    expect(SOURCE_MAX_RECEIVES).toBe(MAX_RECEIVE_COUNT);
    expect(SOURCE_MAX_RECEIVES).toBe(LOCAL_MAX_RECEIVE_COUNT);
    const t = dev.templates.Notebook;
    t.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'test-beyou-source-ingest-dlq', MessageRetentionPeriod: 14 * 24 * 3600 });
    const queues = t.findResources('AWS::SQS::Queue');
    const dlqId = Object.entries(queues).find(([, q]) => q.Properties.QueueName === 'test-beyou-source-ingest-dlq')![0];
    t.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'test-beyou-source-ingest',
      VisibilityTimeout: SOURCE_VISIBILITY_S,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 },
    });
  });

  it('keeps a message invisible 6x the worker’s timeout, and a READING source waits longer than one redelivery before it is given up', () => {
    expect(SOURCE_VISIBILITY_S).toBe(6 * SOURCE_WORKER_TIMEOUT_S);
    expect(READING_DEADLINE_MS).toBeGreaterThan((SOURCE_VISIBILITY_S + SOURCE_WORKER_TIMEOUT_S) * 1000 - 1);
  });

  it('feeds the worker (functions/source-worker.ts) one piece per invocation, at most SOURCE_WORKER_CONCURRENCY at once, reporting batch item failures', () => {
    const t = dev.templates.Notebook;
    const workers = Object.entries(appFunctions(t));
    const [sourceId, source] = workers.find(([, f]) => String(f.Properties?.Handler).includes('source-worker'))!;
    const mappings = Object.values(t.findResources('AWS::Lambda::EventSourceMapping')).filter((m) => JSON.stringify(m.Properties.FunctionName).includes(sourceId));
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({ FunctionResponseTypes: ['ReportBatchItemFailures'], BatchSize: 1, ScalingConfig: { MaximumConcurrency: SOURCE_WORKER_CONCURRENCY } });
    expect(source.Properties).toMatchObject({ Timeout: SOURCE_WORKER_TIMEOUT_S, MemorySize: 1536 });
    const env = envOf(source);
    // It queues a source's next piece itself.
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['TABLE_NAME', 'SOURCES_BUCKET', 'SOURCE_QUEUE_URL', 'SST_Secret_value_NOTEBOOK_EMBEDDING_API_KEY']));
    // No chat provider key (the worker never calls the chain) and no signing secret (it signs nothing).
    for (const key of ['MISTRAL_API_KEY', 'GEMINI_API_KEY', 'GLM_API_KEY', 'NVIDIA_API_KEY', 'DEEPSEEK_API_KEY', 'TAVILY_API_KEY', 'AUTH_SECRET']) expect(JSON.stringify(env)).not.toContain(key);
  });
});

describe('Notebook: the account queue (the remainders of DELETE /me and GET /me/export)', () => {
  it('lets its worker write a large export (parts, then a copy under its final name), read it and abort its upload, under exports/ only', () => {
    const list = statements(dev, 'Notebook');
    for (const action of ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:DeleteObject']) {
      const onExports = actionsOn(list, action).filter((r) => r.includes('exports/'));
      expect(onExports, action).toHaveLength(1);
      expect(onExports[0]).toMatch(/ExportBucket.*exports\/\*/);
    }
  });


  it('a DLQ after 3 receives, visibility 6x the worker’s timeout, one message per invocation, at most 2 at once', () => {
    const t = dev.templates.Notebook;
    expect(ACCOUNT_VISIBILITY_S).toBe(6 * ACCOUNT_WORKER_TIMEOUT_S);
    t.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'test-beyou-account-deletion', VisibilityTimeout: ACCOUNT_VISIBILITY_S, RedrivePolicy: Match.objectLike({ maxReceiveCount: 3 }) });
    const [workerId, worker] = Object.entries(appFunctions(t)).find(([, f]) => String(f.Properties?.Handler).includes('account-worker'))!;
    expect(worker.Properties).toMatchObject({ Timeout: ACCOUNT_WORKER_TIMEOUT_S });
    expect(Object.keys(envOf(worker))).toEqual(expect.arrayContaining(['TABLE_NAME', 'SOURCES_BUCKET', 'EXPORT_BUCKET', 'ACCOUNT_QUEUE_URL']));
    const mapping = Object.values(t.findResources('AWS::Lambda::EventSourceMapping')).find((m) => JSON.stringify(m.Properties.FunctionName).includes(workerId))!;
    expect(mapping.Properties).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'], ScalingConfig: { MaximumConcurrency: 2 } });
  });
});

describe('Notebook: the sources bucket', () => {
  const bucketOf = (s: Synth) => Object.values(s.templates.Notebook.findResources('AWS::S3::Bucket'))[0] as { Properties: Record<string, any>; DeletionPolicy?: string };

  it('is private: public access blocked, encrypted, SSL enforced by its policy', () => {
    const b = bucketOf(dev);
    expect(b.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    dev.templates.Notebook.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('lets the web origin PUT (any origin in dev stages, only WEB_ORIGIN in prod)', () => {
    expect(bucketOf(dev).Properties.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type'] })]);
    expect(bucketOf(prod).Properties.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: [WEB_ORIGIN] })]);
  });

  it('expires abandoned uploads under uploads/ only (a read source’s file under sources/ stays)', () => {
    expect(bucketOf(dev).Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'abandoned-uploads', Prefix: 'uploads/', Status: 'Enabled', ExpirationInDays: ABANDONED_UPLOAD_DAYS, AbortIncompleteMultipartUpload: { DaysAfterInitiation: ABANDONED_UPLOAD_DAYS } },
    ]);
  });

  it('is retained in prod, not in dev stages', () => {
    expect(bucketOf(prod).DeletionPolicy).toBe('Retain');
    expect(bucketOf(dev).DeletionPolicy).toBe('Delete');
  });
});

describe('Notebook: who may do what', () => {
  it('the workers touch objects under uploads/ and sources/ (kept PDFs, vector segments) and list only those prefixes: nothing else in the sources bucket', () => {
    const list = statements(dev, 'Notebook').filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')) && !JSON.stringify(st.Resource).includes('ExportBucket'));
    for (const st of list) {
      const resource = JSON.stringify(st.Resource);
      if ([st.Action].flat().includes('s3:ListBucket')) expect(JSON.stringify(st)).toMatch(/"s3:prefix":\["(uploads|sources)\/\*"/);
      else expect(resource).toMatch(/\/(uploads|sources)\/\*/);
    }
    expect(list.flatMap((st) => [st.Action].flat())).not.toContain('s3:*');
  });

  it('the API gets the queue URLs and bucket name, one sqs:SendMessage statement over the queues, PUT (to presign) on uploads/ and delete', () => {
    const api = Object.values(appFunctions(dev.templates.Api))[0]!;
    expect(Object.keys(envOf(api))).toEqual(expect.arrayContaining(['SOURCE_QUEUE_URL', 'SOURCES_BUCKET', 'BRIEFING_QUEUE_URL', 'ACCOUNT_QUEUE_URL']));
    // The exports bucket's statement is checked in stacks.test.ts.
    const list = statements(dev, 'Api').filter((st) => !JSON.stringify(st.Resource).includes('test-beyou-Exports:'));
    const send = actionsOn(list, 'sqs:SendMessage');
    expect(send).toHaveLength(1);
    expect(send[0]).toMatch(/briefingQueue/);
    expect(send[0]).toMatch(/sourceingest/i);
    expect(send[0]).toMatch(/accountdeletion/i);
    expect(actionsOn(list, 's3:PutObject')).toEqual([expect.stringMatching(/\/uploads\/\*/)]);
    // A question streams vector segments; it reads no upload.
    expect(actionsOn(list, 's3:GetObject')).toEqual([expect.stringMatching(/\/sources\/\*/)]);
    expect(actionsOn(list, 's3:DeleteObject')[0]).toMatch(/uploads\/\*.*sources\/\*/);
    expect(list.flatMap((st) => [st.Action].flat())).not.toContain('s3:*');
  });
});
