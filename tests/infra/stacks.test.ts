import { Match, type Template } from 'aws-cdk-lib/assertions';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../core/db/table';
import { TURN_TIMEOUT_MS } from '../../core/ai/agent/settings';
import { SECRET_NAMES } from '../../core/secrets';
import { EXPORT_EXPIRY_DAYS, EXPORT_SWEEP_SCHEDULE } from '../../stacks/Exports';
import { EXPORT_KEEP_S, EXPORT_SWEEP_EVERY_MIN } from '../../core/users/export-sweep';
import { MAX_RECEIVE_COUNT as LOCAL_MAX_RECEIVE_COUNT, VISIBILITY_TIMEOUT_S as LOCAL_VISIBILITY_S } from '../../local/queues';
import { API_THROTTLE } from '../../stacks/Api';
import { webOrigins } from '../../stacks/web-origins';
import { ALL_ITEM_ACTIONS } from '../../stacks/Data';
import { NARRATOR_BUDGET, WORKER_MARGIN_MS } from '../../core/ai/briefing/budget';
import {
  BRIEFING_BATCH_SIZE, BRIEFING_MAX_CONCURRENCY, BRIEFING_WORKER_TIMEOUT_S, DAY_CLOSE_BATCH_SIZE, DAY_CLOSE_BATCH_USERS, DAY_CLOSE_MAX_AGE_S,
  DAY_CLOSE_SCHEDULE, DAY_CLOSE_SCHEDULE_TABLE_ACTIONS, DAY_CLOSE_SCHEDULE_TIMEOUT_S, DAY_CLOSE_TABLE_ACTIONS, DAY_CLOSE_WORKER_CONCURRENCY,
  DAY_CLOSE_WORKER_TIMEOUT_S, MAX_RECEIVE_COUNT, WORKER_TABLE_ACTIONS,
} from '../../stacks/Jobs';
import { chainKeyNames, secretsFor } from '../../stacks/Secrets';
import { ROADMAP_BATCH_SIZE, ROADMAP_MAX_AGE_S, ROADMAP_MAX_CONCURRENCY, ROADMAP_TABLE_ACTIONS, ROADMAP_WORKER_TIMEOUT_S } from '../../stacks/Tutor';
import { ROADMAP_BUDGET, ROADMAP_WORKER_MARGIN_MS } from '../../core/ai/notebook/budget';
import { NOTEBOOK_METRICS, NOTEBOOK_NAMESPACE } from '../../stacks/monitoring/notebook';
import { AGENT_CONCURRENCY, AGENT_MEMORY_MB } from '../../stacks/Agent';
import { ORIGIN_READ_TIMEOUT_S } from '../../stacks/Edge';
import { edgeWafArn } from '../../stacks/edge/config';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-guard';
import { LOG_RETENTION_DAYS } from '../../stacks/logging';
import { PEAK_REST_RPS, PEAK_STREAMS } from '../../stacks/sizing';
import { CHAIN_LINKS, LLM_METRICS, LLM_NAMESPACE } from '../../stacks/monitoring/llm';
import { alarmEmail } from '../../stacks/Dashboard';
import { CLAIM_MS } from '../../core/ai/briefing/budget';
import { ACCOUNT, appFunctions, envOf, PROD_DEPLOY_ENV, synth, type Synth } from './synth';

/** Secret-looking values in the deploy environment; none may reach a template or a bundle. */
const CANARY = `canary-${Date.now().toString(36)}`;
const SECRET_ENV = Object.fromEntries(
  [...SECRET_NAMES, 'GOOGLE_GENERATIVE_AI_API_KEY'].map((n) => [n, `${CANARY}-${n}-0123456789abcdefghijklmnopqrstuvwxyz`]),
);
const { WEB_ORIGIN, ALARM_EMAIL, EDGE_WAF_ACL_ARN, EDGE_DOMAIN, EDGE_CERTIFICATE_ARN, EMAIL_DOMAIN } = PROD_DEPLOY_ENV;

let dev: Synth;
let prod: Synth;
let synthStarted: number;

beforeAll(async () => {
  synthStarted = Date.now();
  dev = await synth('test', { ...SECRET_ENV, WEB_ORIGIN: undefined, ALARM_EMAIL: undefined, EDGE_WAF_ACL_ARN: undefined, EDGE_DOMAIN: undefined, EDGE_CERTIFICATE_ARN: undefined, EMAIL_DOMAIN: undefined });
  prod = await synth('prod', { ...SECRET_ENV, WEB_ORIGIN, ALARM_EMAIL, EDGE_WAF_ACL_ARN, EDGE_DOMAIN, EDGE_CERTIFICATE_ARN, EMAIL_DOMAIN });
  // Each function is really bundled (esbuild) per stage: watch this as functions are added.
  console.info(`synthesis: test ${Math.round(dev.ms)} ms, prod ${Math.round(prod.ms)} ms`);
}, 600_000);

const sole = (t: Template, type: string) => {
  const found = Object.values(t.findResources(type));
  expect(found).toHaveLength(1);
  return found[0] as { Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
};

/**
 * Lambda Node.js runtimes AWS still lets us create and update (its runtime deprecation table):
 * - nodejs20.x: creating blocked 2026-08-31, updating blocked 2026-09-30; a stack with it no
 *   longer deploys, so it is NOT here;
 * - nodejs22.x: deprecated 2027-04-30;
 * - nodejs24.x: deprecated 2028-04-30.
 * When a date passes, drop that runtime from this list and move the stacks on.
 */
const SUPPORTED_RUNTIMES = ['nodejs22.x', 'nodejs24.x'];

describe('Lambda runtimes', () => {
  it('every function of every stack, in both stages, runs a supported runtime', () => {
    const found: string[] = [];
    for (const s of [dev, prod]) {
      for (const [stack, t] of Object.entries(s.templates)) {
        for (const [id, fn] of Object.entries(appFunctions(t))) {
          const runtime = String(fn.Properties?.Runtime);
          found.push(runtime);
          if (!SUPPORTED_RUNTIMES.includes(runtime)) expect.fail(`${s.stage}/${stack}/${id} runs ${runtime}`);
        }
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(10); // five functions in each of two stages
  });
});

describe('Data', () => {
  it('is the single table of core/db/table.ts: pk/sk, gsi1, TTL expiresAt, PITR, on demand', () => {
    const { Properties: p } = sole(dev.templates.Data, 'AWS::DynamoDB::Table');
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: TABLE_KEYS.gsi1.name,
        KeySchema: [
          { AttributeName: TABLE_KEYS.gsi1.pk, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.gsi1.sk, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...TABLE_KEYS.gsi1.include] },
      },
    ]);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_KEYS.ttl, Enabled: true });
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('is protected and retained in prod only', () => {
    const devTable = sole(dev.templates.Data, 'AWS::DynamoDB::Table');
    expect(devTable.Properties.DeletionProtectionEnabled).toBe(false);
    expect(devTable.DeletionPolicy).toBe('Delete');
    const prodTable = sole(prod.templates.Data, 'AWS::DynamoDB::Table');
    expect(prodTable.Properties.DeletionProtectionEnabled).toBe(true);
    expect(prodTable.DeletionPolicy).toBe('Retain');
    expect(prodTable.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('Api', () => {
  it('routes every request to functions/api.ts', () => {
    expect(existsSync(resolve(process.cwd(), 'functions/api.ts'))).toBe(true);
    const t = dev.templates.Api;
    const fns = appFunctions(t);
    const [fnId, fn] = Object.entries(fns).find(([, f]) => f.Properties?.Handler === 'functions/api.handler') ?? [];
    expect(fn?.Properties?.Runtime).toBe('nodejs24.x');
    t.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: Match.anyValue() }]] },
    });
    t.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
  });

  it('keeps an access log 30 days, with the client IP and without the user agent', () => {
    for (const s of [dev, prod]) {
      const stage = sole(s.templates.Api, 'AWS::ApiGatewayV2::Stage').Properties;
      const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
      expect(Object.values(format)).toContain('$context.identity.sourceIp');
      expect(stage.AccessLogSettings.Format).not.toMatch(/userAgent/i);
      const groupId = stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
      expect(s.templates.Api.toJSON().Resources[groupId]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: LOG_RETENTION_DAYS } });
    }
  });

  it('throttles on the default stage at twice the estimated peak (stacks/sizing.ts)', () => {
    expect(PEAK_REST_RPS).toBe(200);
    expect(API_THROTTLE).toEqual({ rate: 400, burst: 800 });
    expect(API_THROTTLE.rate).toBeGreaterThanOrEqual(2 * PEAK_REST_RPS);
    expect(PEAK_STREAMS).toBe(135);
    dev.templates.Api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: API_THROTTLE.burst, ThrottlingRateLimit: API_THROTTLE.rate },
    });
  });

  it('allows any origin in dev stages and only WEB_ORIGIN in prod', () => {
    const origins = (s: Synth) => sole(s.templates.Api, 'AWS::ApiGatewayV2::Api').Properties.CorsConfiguration.AllowOrigins;
    expect(origins(dev)).toEqual(['*']);
    expect(origins(prod)).toEqual([WEB_ORIGIN]);
  });

  it('reads WEB_ORIGIN strictly: required in prod, exact origins only', () => {
    expect(() => webOrigins('prod', undefined)).toThrow(/WEB_ORIGIN must be set/);
    expect(() => webOrigins('prod', '*')).toThrow(/not an origin/);
    expect(() => webOrigins('alice', 'https://app.example.com/')).toThrow(/not an origin/);
    expect(webOrigins('prod', 'https://a.example.com, https://b.example.com')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(webOrigins('alice', '')).toEqual(['*']);
  });

  it('may use the table and send to the briefing, roadmap, source and account-deletion queues, nothing wider', () => {
    const statements = policyStatements(dev.templates.Api);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).not.toContain('dynamodb:*');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('sqs:*');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem']));
    // One statement over the work queues the API feeds: the briefing's, the roadmap's, the sources', the account deletions' (issue 33).
    const send = statements.filter((s) => [s.Action].flat().includes('sqs:SendMessage'));
    expect(send).toHaveLength(1);
    const resources = [send[0]!.Resource].flat().map((r) => JSON.stringify(r));
    expect(resources.map((r) => r.match(/(briefingQueue|roadmapQueue|sourceingest|accountdeletion)/i)?.[1]).sort()).toEqual(['accountdeletion', 'briefingQueue', 'roadmapQueue', 'sourceingest']);
  });
});

describe('Exports', () => {
  it('is a private, encrypted, TLS-only bucket whose objects (and unfinished uploads) expire after a day at the latest', () => {
    const { Properties: p } = sole(prod.templates.Exports, 'AWS::S3::Bucket');
    expect(p.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(p.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    // A lifecycle rule counts in whole days: 1 is the least S3 accepts, so it is the backstop.
    expect(p.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: 1, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
    ]);
    expect(EXPORT_EXPIRY_DAYS).toBe(1);
    const policy = JSON.stringify(sole(prod.templates.Exports, 'AWS::S3::BucketPolicy').Properties);
    expect(policy).toContain('aws:SecureTransport');
  });

  it('is swept every few minutes, so an export is gone well within an hour of its link', () => {
    const t = dev.templates.Exports;
    const rules = Object.values(t.findResources('AWS::Events::Rule')) as { Properties: Record<string, any> }[];
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual([EXPORT_SWEEP_SCHEDULE]);
    expect(EXPORT_SWEEP_SCHEDULE).toBe(`rate(${EXPORT_SWEEP_EVERY_MIN} minutes)`);
    const fnId = Object.entries(appFunctions(t)).find(([, f]) => f.Properties?.Handler === 'functions/export-sweep.handler')![0];
    expect(JSON.stringify(rules[0]!.Properties.Targets)).toContain(fnId);
    // The worst case, against the hour promised: its link dead after EXPORT_KEEP_S, then up to one period to the next run.
    expect(EXPORT_KEEP_S + EXPORT_SWEEP_EVERY_MIN * 60).toBeLessThanOrEqual(60 * 60);
    const env = envOf(fnByHandler(t, 'functions/export-sweep.handler'));
    expect(env.EXPORT_BUCKET).toBeTruthy();
    // It lists and deletes under exports/ and nothing else.
    const s3 = roleStatements(t, 'functions/export-sweep.handler').filter((st) => [st.Action].flat().some((a) => String(a).startsWith('s3:')));
    expect(s3.map((st) => [st.Action].flat().join()).sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    expect(JSON.stringify(s3.find((st) => st.Action === 's3:DeleteObject')!.Resource)).toContain('/exports/*');
    expect((s3.find((st) => st.Action === 's3:ListBucket') as Statement & { Condition: unknown }).Condition).toEqual({ StringLike: { 's3:prefix': 'exports/*' } });
  });

  it('the API may write exports, sign their links, and list and delete them with the account, under exports/ only', () => {
    const fns = appFunctions(dev.templates.Api);
    const api = Object.values(fns).find((f) => f.Properties?.Handler === 'functions/api.handler')!;
    expect(envOf(api).EXPORT_BUCKET).toBeTruthy();
    const s3 = policyStatements(dev.templates.Api).filter((st) => [st.Action].flat().some((a) => String(a).startsWith('s3:')));
    // The sources bucket's statements are checked in notebook-stack.test.ts; every other one is on exports/.
    const onExports = s3.filter((st) => JSON.stringify(st.Resource).includes('test-beyou-Exports:'));
    expect(s3.filter((st) => !JSON.stringify(st.Resource).includes('test-beyou-Notebook:'))).toEqual(onExports);
    expect(onExports).toHaveLength(2);
    const objects = onExports.find((st) => st.Action !== 's3:ListBucket')!;
    expect([objects.Action].flat().sort()).toEqual(['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(objects.Resource)).toContain('/exports/*');
    const list = onExports.find((st) => st.Action === 's3:ListBucket') as Statement & { Condition: unknown };
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': 'exports/*' } });
    // The agent reads the sources' vector segments (sources/*, for generateStudyCards: issue 33) and nothing else of S3.
    const agentS3 = policyStatements(dev.templates.Agent).filter((st) => [st.Action].flat().some((a) => String(a).startsWith('s3:')));
    expect(agentS3.map((st) => [st.Action].flat())).toEqual([['s3:GetObject']]);
    expect(JSON.stringify(agentS3[0]!.Resource)).toMatch(/\/sources\/\*/);
    for (const other of ['Jobs'] as const) {
      expect(JSON.stringify(policyStatements(dev.templates[other]))).not.toMatch(/"s3:/);
    }
  });
});

describe('Agent', () => {
  it('streams through a function URL (RESPONSE_STREAM) to functions/agent-stream.ts', () => {
    const url = sole(dev.templates.Agent, 'AWS::Lambda::Url');
    expect(url.Properties.InvokeMode).toBe('RESPONSE_STREAM');
    const fns = Object.values(dev.templates.Agent.findResources('AWS::Lambda::Function')).filter((f: any) =>
      String(f.Properties.Handler ?? '').includes('agent-stream'),
    ) as { Properties: Record<string, any> }[];
    expect(fns).toHaveLength(1);
  });

  it('lives longer than a turn may last, so every turn ends (and is stored) before Lambda kills it', () => {
    const fn = Object.values(dev.templates.Agent.findResources('AWS::Lambda::Function')).find((f: any) =>
      String(f.Properties.Handler ?? '').includes('agent-stream'),
    ) as { Properties: Record<string, any> };
    expect(fn.Properties.Timeout * 1000).toBeGreaterThan(TURN_TIMEOUT_MS);
  });
});

describe('Agent edge (CloudFront, WAF, origin check)', () => {
  const resources = (s: Synth) => s.templates.Agent.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
  const distribution = (s: Synth) => sole(s.templates.Edge, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
  const resolved = (s: Synth) => `{{resolve:secretsmanager:${s.stage}-beyou-origin-verify-g1:SecretString:::}}`;

  it('serves the function URL only through CloudFront, which adds the generated origin secret the function checks', () => {
    for (const s of [dev, prod]) {
      const d = distribution(s);
      const urlId = Object.entries(resources(s)).find(([, r]) => r.Type === 'AWS::Lambda::Url')![0];
      const origin = d.Origins.find((o: any) => JSON.stringify(o.DomainName).includes(urlId));
      expect(origin).toBeDefined();
      expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: resolved(s) }]);
      // The same secret reaches the function (resolved by CloudFormation: no template holds its value).
      expect(envOf(fnByHandler(s.templates.Agent, 'functions/agent-stream.handler')).ORIGIN_VERIFY_SECRET).toEqual(resolved(s));
      s.templates.Secrets.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48 }) });
      // The heartbeat (15 s) keeps the stream inside CloudFront's read timeout; nothing is cached or compressed.
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginReadTimeout: ORIGIN_READ_TIMEOUT_S });
      expect(ORIGIN_READ_TIMEOUT_S).toBeGreaterThanOrEqual(2 * 15);
      // Clients are given the distribution, never the function URL.
      const outputs = JSON.stringify(s.templates.Edge.toJSON().Outputs);
      expect(outputs).toContain('EdgeUrl');
      // Outputs clients could read; SST's metadata and the cross-stack export to Edge are not for them.
      const agentOutputs = Object.entries((s.templates.Agent.toJSON().Outputs ?? {}) as Record<string, unknown>).filter(([k]) => k !== 'SSTMetadata' && !k.startsWith('ExportsOutput'));
      expect(JSON.stringify(agentOutputs)).not.toContain(urlId);
    }
  });

  it('puts the WAF (us-east-1, stacks/edge/waf.ts) in front in prod; EDGE_WAF_ACL_ARN is required there', () => {
    expect(distribution(prod).WebACLId).toBe(EDGE_WAF_ACL_ARN);
    expect(distribution(dev).WebACLId).toBeUndefined();
    expect(() => edgeWafArn('prod', undefined)).toThrow(/EDGE_WAF_ACL_ARN must be set/);
    expect(() => edgeWafArn('prod', 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y')).toThrow(/not a CloudFront/);
    expect(edgeWafArn('alice', undefined)).toBeUndefined();
  });

  it('reserves AGENT_CONCURRENCY streams in prod; the URL\'s CORS allows GET (resume) and POST, exposes Retry-After, caches preflights', () => {
    expect(AGENT_CONCURRENCY).toBe(150);
    expect(fnByHandler(prod.templates.Agent, 'functions/agent-stream.handler').Properties.MemorySize).toBe(AGENT_MEMORY_MB);
    expect(fnByHandler(prod.templates.Agent, 'functions/agent-stream.handler').Properties.ReservedConcurrentExecutions).toBe(AGENT_CONCURRENCY);
    for (const s of [dev, prod]) {
      const url = sole(s.templates.Agent, 'AWS::Lambda::Url').Properties;
      expect(url.Cors.AllowMethods.sort()).toEqual(['GET', 'POST']);
      expect(url.Cors.ExposeHeaders).toContain('retry-after');
      expect(url.Cors.AllowHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'last-event-id']));
      expect(url.Cors.MaxAge).toBe(86_400);
    }
  });
});

describe('STAGE', () => {
  it('is prod in the prod stage and dev elsewhere, on every function', () => {
    for (const [s, expected] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      const fns = Object.values(s.templates).flatMap((t) => Object.values(appFunctions(t)));
      expect(fns.length).toBeGreaterThan(0);
      for (const fn of fns) expect(envOf(fn).STAGE).toBe(expected);
    }
  });
});

describe('Secrets', () => {
  it('reach functions only as SST bindings, resolved from SSM at run time', () => {
    for (const s of [dev, prod]) {
      const api = Object.values(appFunctions(s.templates.Api))[0]!;
      const env = envOf(api);
      for (const name of secretsFor('api', s.stage)) {
        expect(env[`SST_Secret_value_${name}`]).toBe('__FETCH_FROM_SSM__');
        const paths = [`/sst/beyou/${s.stage}/Secret/${name}/value`, `/sst/beyou/.fallback/Secret/${name}/value`];
        const grant = policyStatements(s.templates.Api).find((st) => JSON.stringify(st.Resource).includes(paths[0]!));
        expect(grant?.Action).toBe('ssm:GetParameters');
        for (const p of paths) expect(JSON.stringify(grant?.Resource)).toContain(`:ssm:eu-west-1:${ACCOUNT}:parameter${p}`);
      }
    }
  });

  it('never appear as values in any template, environment or bundle', () => {
    for (const s of [dev, prod]) {
      expect(leaks(s.json)).toEqual([]);
      for (const t of Object.values(s.templates)) {
        for (const fn of Object.values(appFunctions(t))) {
          for (const name of Object.keys(SECRET_ENV)) expect(envOf(fn)).not.toHaveProperty(name);
        }
        // SST keeps secret values out of CloudFormation: no SSM parameter is created for them.
        for (const p of Object.values(t.findResources('AWS::SSM::Parameter'))) {
          expect(JSON.stringify(p)).not.toMatch(/\/Secret\//);
        }
      }
    }
    for (const file of filesUnder(resolve(process.cwd(), '.sst/artifacts'))) {
      expect(leaks(readFileSync(file, 'utf8')), file).toEqual([]);
    }
  });
});

describe('every function', () => {
  const allFunctions = (s: Synth) =>
    Object.entries(s.templates).flatMap(([stack, t]) =>
      Object.entries(t.findResources('AWS::Lambda::Function')).map(([id, f]) => ({ stack, id, t, f: f as Fn })),
    );

  it('keeps its logs 30 days, in a log group of its own (SST custom-resource handlers too)', () => {
    for (const s of [dev, prod]) {
      const fns = allFunctions(s);
      expect(fns.length).toBeGreaterThan(4);
      for (const { stack, id, t, f } of fns) {
        const ref = f.Properties.LoggingConfig?.LogGroup?.Ref as string | undefined;
        expect(ref, `${s.stage}/${stack}/${id}`).toBeDefined();
        expect(t.toJSON().Resources[ref!]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: LOG_RETENTION_DAYS } });
      }
    }
  });

  it('runs without X-Ray tracing and with source maps', () => {
    for (const s of [dev, prod]) {
      for (const { stack, id, f } of allFunctions(s)) expect(f.Properties.TracingConfig?.Mode, `${stack}/${id}`).not.toBe('Active');
      for (const t of Object.values(s.templates)) {
        for (const fn of Object.values(appFunctions(t))) expect(envOf(fn).NODE_OPTIONS).toBe('--enable-source-maps');
      }
      expect(s.json).not.toContain('xray:');
    }
  });
});

describe('least privilege', () => {
  const FUNCTIONS = [
    ['api', 'Api', 'functions/api.handler'],
    ['agentStream', 'Agent', 'functions/agent-stream.handler'],
    ['briefingWorker', 'Jobs', 'functions/briefing-worker.handler'],
    ['roadmapWorker', 'Tutor', 'functions/roadmap-worker.handler'],
    ['dayClose', 'Jobs', 'functions/day-close.handler'],
    ['dayCloseWorker', 'Jobs', 'functions/day-close-worker.handler'],
    ['exportSweep', 'Exports', 'functions/export-sweep.handler'],
  ] as const;

  it('binds each function only the secrets it reads: none of AUTH_SECRET in the worker and day close', () => {
    for (const s of [dev, prod]) {
      for (const [label, stack, handler] of FUNCTIONS) {
        const fn = fnByHandler(s.templates[stack], handler);
        const bound = Object.keys(envOf(fn)).filter((k) => k.startsWith('SST_Secret_value_')).map((k) => k.slice(17)).sort();
        expect(bound, `${s.stage} ${label}`).toEqual([...secretsFor(label, s.stage)].sort());
        // The SSM grants follow the bindings exactly: one statement per bound secret, no wildcard.
        // Allows only: prod's signers also carry a Deny of the .fallback AUTH_SECRET (tests/infra/edge-stack.test.ts).
        const ssm = roleStatements(s.templates[stack], handler).filter((st) => st.Effect !== 'Deny' && [st.Action].flat().some((a) => a.startsWith('ssm:')));
        expect(ssm.map((st) => JSON.stringify(st.Resource).match(/Secret\/(\w+)\/value/)?.[1]).sort(), `${s.stage} ${label}`).toEqual(bound);
      }
    }
    for (const label of ['briefingWorker', 'roadmapWorker', 'dayClose', 'dayCloseWorker'] as const) expect(secretsFor(label, 'prod')).not.toContain('AUTH_SECRET');
    expect(secretsFor('dayClose', 'prod')).toEqual([]);
    expect(secretsFor('dayCloseWorker', 'prod')).toEqual([]);
  });

  it('binds no key of a link production blocks or never orders (GLM, DeepSeek, NVIDIA) in prod', () => {
    expect(chainKeyNames('prod')).toEqual(['MISTRAL_API_KEY', 'GEMINI_API_KEY']);
    const everyEnv = Object.values(prod.templates).flatMap((t) => Object.values(appFunctions(t)).map((f) => JSON.stringify(envOf(f))));
    for (const key of ['GLM_API_KEY', 'DEEPSEEK_API_KEY', 'NVIDIA_API_KEY']) {
      for (const env of everyEnv) expect(env).not.toContain(key);
      expect(prod.json).not.toContain(`Secret/${key}/`);
    }
    // Dev stages may order any link.
    expect(chainKeyNames('dev')).toEqual(['MISTRAL_API_KEY', 'GEMINI_API_KEY', 'GLM_API_KEY', 'NVIDIA_API_KEY', 'DEEPSEEK_API_KEY']);
    // The paid spill-over's key only with a monthly budget (issue 32; tests/infra/edge-stack.test.ts deploys one).
    expect(prod.json).not.toContain('Secret/MISTRAL_PAID_API_KEY/');
    expect(chainKeyNames('prod', 100)).toEqual(['MISTRAL_API_KEY', 'GEMINI_API_KEY', 'MISTRAL_PAID_API_KEY']);
  });

  it('grants table actions per function, writes on the table only, Query alone on index/*', () => {
    const expected: Record<string, string[]> = {
      api: [...ALL_ITEM_ACTIONS],
      agentStream: [...ALL_ITEM_ACTIONS],
      briefingWorker: WORKER_TABLE_ACTIONS,
      roadmapWorker: ROADMAP_TABLE_ACTIONS,
      dayClose: DAY_CLOSE_SCHEDULE_TABLE_ACTIONS,
      dayCloseWorker: DAY_CLOSE_TABLE_ACTIONS,
      // The export sweep touches S3 only.
      exportSweep: [],
    };
    for (const s of [dev, prod]) {
      for (const [label, stack, handler] of FUNCTIONS) {
        const dynamo = roleStatements(s.templates[stack], handler).filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
        if (!expected[label]!.length) {
          expect(dynamo, `${s.stage} ${label}`).toEqual([]);
          continue;
        }
        const onIndex = dynamo.filter((st) => JSON.stringify(st.Resource).includes('/index/*'));
        const onTable = dynamo.filter((st) => !JSON.stringify(st.Resource).includes('/index/*'));
        expect(onTable.flatMap((st) => [st.Action].flat()).sort(), `${s.stage} ${label}`).toEqual([...expected[label]!].sort());
        expect(onIndex.flatMap((st) => [st.Action].flat()), `${s.stage} ${label}`).toEqual(['dynamodb:Query']);
        for (const st of dynamo) expect([st.Action].flat()).not.toContain('dynamodb:Scan');
      }
    }
  });

  it('gives SQS only to the API and the day-close schedule (send, each to its queue) and the workers (their event sources), never to the agent', () => {
    for (const s of [dev, prod]) {
      const statements = (stack: 'Api' | 'Agent' | 'Jobs' | 'Tutor', handler: string) =>
        roleStatements(s.templates[stack], handler).filter((st) => [st.Action].flat().some((a) => a.startsWith('sqs:')));
      const sqs = (stack: 'Api' | 'Agent' | 'Jobs' | 'Tutor', handler: string) => statements(stack, handler).flatMap((st) => [st.Action].flat());
      const api = statements('Api', 'functions/api.handler');
      expect(api.flatMap((st) => [st.Action].flat())).toEqual(['sqs:SendMessage']);
      // The work queues only: the briefing's, the roadmap's, the sources' and the account deletions', nothing else.
      expect([api[0]!.Resource].flat()).toHaveLength(4);
      expect(sqs('Agent', 'functions/agent-stream.handler')).toEqual([]);
      expect(sqs('Jobs', 'functions/day-close.handler')).toEqual(['sqs:SendMessage']);
      const send = roleStatements(s.templates.Jobs, 'functions/day-close.handler').filter((st) => [st.Action].flat().includes('sqs:SendMessage'));
      expect(JSON.stringify(send.map((st) => st.Resource))).toMatch(/dayclose/i);
      expect(JSON.stringify(send.map((st) => st.Resource))).not.toMatch(/briefing/i);
      expect(sqs('Jobs', 'functions/briefing-worker.handler')).not.toContain('sqs:SendMessage');
      expect(sqs('Tutor', 'functions/roadmap-worker.handler')).not.toContain('sqs:SendMessage');
      expect(envOf(fnByHandler(s.templates.Api, 'functions/api.handler'))).toHaveProperty('ROADMAP_QUEUE_URL');
      expect(sqs('Jobs', 'functions/day-close-worker.handler')).not.toContain('sqs:SendMessage');
      for (const v of ['BRIEFING_QUEUE_URL', 'ROADMAP_QUEUE_URL', 'DAY_CLOSE_QUEUE_URL']) expect(envOf(fnByHandler(s.templates.Agent, 'functions/agent-stream.handler'))).not.toHaveProperty(v);
    }
  });
});

describe('Lambda bundles', () => {
  it('are built with the plugins of stacks/bundling.ts (sst.config.ts): no zod locale but English, no zod 3', () => {
    // The bundles SST wrote for this run (older runs' artifacts stay in .sst/artifacts).
    const built = filesUnder(resolve(process.cwd(), '.sst/artifacts')).filter(
      (f) => f.endsWith('.mjs') && statSync(f).mtimeMs >= synthStarted - 1000,
    );
    expect(built.map((f) => f.split('/').at(-1)).sort()).toEqual(
      expect.arrayContaining(['agent-stream.mjs', 'api.mjs', 'briefing-worker.mjs', 'roadmap-worker.mjs', 'day-close.mjs', 'day-close-worker.mjs']),
    );
    for (const file of built) {
      const code = readFileSync(file, 'utf8');
      // The map is zipped beside the bundle for NODE_OPTIONS=--enable-source-maps, without the sources.
      expect(code, file).toMatch(/\/\/# sourceMappingURL=[\w.-]+\.mjs\.map\s*$/);
      expect(JSON.parse(readFileSync(`${file}.map`, 'utf8')).sourcesContent, file).toBeUndefined();
      expect(code.includes('Ongeldige invoer'), `${file}: zod's Dutch locale`).toBe(false);
      expect(code.includes('_getOrReturnCtx'), `${file}: zod 3`).toBe(false);
    }
  });
});

describe('Jobs', () => {
  it('has the briefing queue with its DLQ like local/queues.ts: 3 receives, 14 days', () => {
    expect(MAX_RECEIVE_COUNT).toBe(LOCAL_MAX_RECEIVE_COUNT);
    const t = dev.templates.Jobs;
    t.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'test-beyou-briefing-dlq',
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    const queues = t.findResources('AWS::SQS::Queue');
    const dlqId = Object.entries(queues).find(([, q]) => q.Properties.QueueName === 'test-beyou-briefing-dlq')![0];
    t.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'test-beyou-briefing',
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 },
    });
  });

  it('feeds the briefing worker with partial batch failures', () => {
    const mapping = mappingOf(dev.templates.Jobs, 'functions/briefing-worker.handler');
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const worker = Object.values(dev.templates.Jobs.findResources('AWS::Lambda::Function')).find((f: any) =>
      String(f.Properties.Handler ?? '').includes('briefing-worker'),
    ) as { Properties: Record<string, any> } | undefined;
    expect(worker?.Properties.Timeout).toBe(BRIEFING_WORKER_TIMEOUT_S);
  });

  it('runs the day close hourly on a schedule, never calling a model (no provider key bound)', () => {
    const rules = Object.values(dev.templates.Jobs.findResources('AWS::Events::Rule')) as { Properties: Record<string, any> }[];
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toContain(DAY_CLOSE_SCHEDULE);
    for (const handler of ['functions/day-close.handler', 'functions/day-close-worker.handler']) {
      const env = JSON.stringify(fnByHandler(dev.templates.Jobs, handler).Properties.Environment ?? {});
      for (const key of ['MISTRAL_API_KEY', 'GEMINI_API_KEY', 'GLM_API_KEY', 'NVIDIA_API_KEY', 'DEEPSEEK_API_KEY']) expect(env).not.toContain(key);
    }
  });

  it('sizes the worker\'s timeout, the visibility timeout (6x), the batch and the concurrency together', () => {
    for (const s of [dev, prod]) {
      const queues = Object.values(s.templates.Jobs.findResources('AWS::SQS::Queue'));
      const briefing = queues.find((q) => q.Properties.QueueName === `${s.stage}-beyou-briefing`)!;
      const worker = fnByHandler(s.templates.Jobs, 'functions/briefing-worker.handler');
      // A narration (both production links in full) and the write margin fit the timeout.
      expect(worker.Properties.Timeout * 1000).toBe(NARRATOR_BUDGET.totalMs + WORKER_MARGIN_MS);
      expect(worker.Properties.Timeout).toBe(BRIEFING_WORKER_TIMEOUT_S);
      expect(briefing.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.Properties.Timeout);
      const mapping = mappingOf(s.templates.Jobs, 'functions/briefing-worker.handler').Properties;
      expect(mapping.BatchSize).toBe(BRIEFING_BATCH_SIZE);
      expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: BRIEFING_MAX_CONCURRENCY });
      // Messages are narrated one after another: the whole batch must fit one timeout.
      expect(BRIEFING_BATCH_SIZE * (NARRATOR_BUDGET.totalMs + WORKER_MARGIN_MS)).toBeLessThanOrEqual(worker.Properties.Timeout * 1000);
    }
  });
});

describe('Tutor', () => {
  it('has the roadmap queue with its DLQ like local/queues.ts: 3 receives, 14 days', () => {
    const t = dev.templates.Tutor;
    t.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'test-beyou-roadmap-dlq', MessageRetentionPeriod: 14 * 24 * 3600 });
    const queues = t.findResources('AWS::SQS::Queue');
    const dlqId = Object.entries(queues).find(([, q]) => q.Properties.QueueName === 'test-beyou-roadmap-dlq')![0];
    t.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'test-beyou-roadmap',
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: LOCAL_MAX_RECEIVE_COUNT },
    });
    for (const q of Object.values(queues)) expect(JSON.stringify(q)).not.toContain('"SqsManagedSseEnabled":false');
  });

  it('feeds the roadmap worker one message at a time with partial batch failures; its timeout holds the 90 s budget and the write margin', () => {
    for (const s of [dev, prod]) {
      const mapping = sole(s.templates.Tutor, 'AWS::Lambda::EventSourceMapping').Properties;
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mapping.BatchSize).toBe(ROADMAP_BATCH_SIZE);
      expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: ROADMAP_MAX_CONCURRENCY });
      const worker = fnByHandler(s.templates.Tutor, 'functions/roadmap-worker.handler');
      expect(worker.Properties.Timeout).toBe(ROADMAP_WORKER_TIMEOUT_S);
      expect(worker.Properties.Timeout * 1000).toBe(ROADMAP_BUDGET.totalMs + ROADMAP_WORKER_MARGIN_MS);
      expect(ROADMAP_BUDGET.totalMs).toBe(90_000);
      const queue = Object.values(s.templates.Tutor.findResources('AWS::SQS::Queue')).find((q) => q.Properties.QueueName === `${s.stage}-beyou-roadmap`)!;
      expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.Properties.Timeout);
      expect(envOf(worker).TABLE_NAME).toBeDefined();
    }
  });

  it('graphs the tutor (calls, retries, citations dropped per answer) and alarms on the roadmap queue and its worker', () => {
    const body = JSON.stringify(sole(dev.templates.Dashboard, 'AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    expect(body).toContain(NOTEBOOK_NAMESPACE);
    for (const name of Object.values(NOTEBOOK_METRICS)) expect(body).toContain(name);
    expect(body).toContain('roadmapdlqQueue');
    const byName = Object.fromEntries(Object.values(dev.templates.Dashboard.findResources('AWS::CloudWatch::Alarm')).map((a) => [a.Properties.AlarmName, a.Properties]));
    expect(byName['test-beyou-roadmap-queue-age']).toMatchObject({ MetricName: 'ApproximateAgeOfOldestMessage', Threshold: ROADMAP_MAX_AGE_S });
    expect(byName['test-beyou-roadmapWorker-errors']).toMatchObject({ MetricName: 'Errors', Threshold: 1 });
  });
});

describe('Jobs: the day close fans out', () => {
  it('has the day-close queue with its DLQ like local/queues.ts: 3 receives, 14 days, visibility 6x the worker', () => {
    for (const s of [dev, prod]) {
      const queues = Object.entries(s.templates.Jobs.findResources('AWS::SQS::Queue'));
      const [dlqId, dlq] = queues.find(([, q]) => q.Properties.QueueName === `${s.stage}-beyou-day-close-batches-dlq`)!;
      expect(dlq.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      const queue = queues.find(([, q]) => q.Properties.QueueName === `${s.stage}-beyou-day-close-batches`)![1];
      expect(queue.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: MAX_RECEIVE_COUNT });
      expect(queue.Properties.VisibilityTimeout).toBe(6 * DAY_CLOSE_WORKER_TIMEOUT_S);
      expect(queue.Properties.VisibilityTimeout).toBe(LOCAL_VISIBILITY_S['day-close-batches']);
    }
  });

  it('feeds the worker with partial batch failures, its batch and concurrency (reserved in prod)', () => {
    for (const s of [dev, prod]) {
      const mapping = mappingOf(s.templates.Jobs, 'functions/day-close-worker.handler').Properties;
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mapping.BatchSize).toBe(DAY_CLOSE_BATCH_SIZE);
      expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: DAY_CLOSE_WORKER_CONCURRENCY });
      expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/dayclose/i);
      const worker = fnByHandler(s.templates.Jobs, 'functions/day-close-worker.handler').Properties;
      expect(worker.Timeout).toBe(DAY_CLOSE_WORKER_TIMEOUT_S);
      expect(worker.ReservedConcurrentExecutions).toBe(s === prod ? DAY_CLOSE_WORKER_CONCURRENCY : undefined);
    }
    // 100,000 monthly users in one zone, closed in 20 minutes at ~97 ms each (stacks/sizing.ts).
    expect(DAY_CLOSE_WORKER_CONCURRENCY).toBe(9);
  });

  it('gives the schedule a small timeout: it only sends batches (N users each) to the queue', () => {
    for (const s of [dev, prod]) {
      const schedule = fnByHandler(s.templates.Jobs, 'functions/day-close.handler').Properties;
      expect(schedule.Timeout).toBe(DAY_CLOSE_SCHEDULE_TIMEOUT_S);
      expect(schedule.Timeout).toBeLessThanOrEqual(120);
      const env = envOf({ Type: '', Properties: schedule });
      expect(env.DAY_CLOSE_BATCH_USERS).toBe(String(DAY_CLOSE_BATCH_USERS));
      expect(JSON.stringify(env.DAY_CLOSE_QUEUE_URL)).toMatch(/dayclose/i);
    }
  });
});

describe('Dashboard', () => {
  it('is named by stage and graphs every chain metric over every link', () => {
    const { Properties: p } = sole(dev.templates.Dashboard, 'AWS::CloudWatch::Dashboard');
    expect(p.DashboardName).toBe('test-beyou');
    const body = JSON.stringify(p.DashboardBody);
    expect(body).toContain(LLM_NAMESPACE);
    for (const name of Object.values(LLM_METRICS)) expect(body).toContain(name);
    for (const link of CHAIN_LINKS) expect(body).toContain(`link=\\\\\\"${link}\\\\\\"`);
    expect(body).toContain('service=\\\\\\"beyou-dev\\\\\\"');
    const prodBody = JSON.stringify(sole(prod.templates.Dashboard, 'AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    expect(prodBody).toContain('service=\\\\\\"beyou-prod\\\\\\"');
  });

  it('graphs Lambda errors, throttles and duration for every function, queue and DLQ depth, table throttles', () => {
    const body = JSON.stringify(sole(dev.templates.Dashboard, 'AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    for (const m of ['"Errors"', '"Throttles"', '"Duration"']) expect(body).toContain(`AWS/Lambda\\",\\"${m.slice(1, -1)}`);
    const functionCount = Object.values(dev.templates).reduce((n, t) => n + Object.keys(appFunctions(t)).length, 0);
    // Once per function, and the day-close worker's once more, beside its queue.
    expect(body.match(/AWS\/Lambda\\",\\"Errors/g)).toHaveLength(functionCount + 1);
    expect(body).toContain('ApproximateNumberOfMessagesVisible');
    expect(body).toContain('briefingdlqQueue');
    // The day close's own graph: batches waiting, the oldest's age, worker errors, batches handed back.
    expect(body).toContain('Day close: batches waiting, worker errors, batches handed back');
    for (const m of ['ApproximateAgeOfOldestMessage', 'NumberOfMessagesReceived', 'NumberOfMessagesDeleted']) expect(body).toContain(m);
    expect(body).toContain('ReadThrottleEvents');
    expect(body).toContain('WriteThrottleEvents');
  });

  it('alarms on the chain, the queues, the API, every function and the day close, all sent to one topic', () => {
    const t = dev.templates.Dashboard;
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const workers = ['briefingWorker', 'roadmapWorker', 'dayClose', 'dayCloseWorker', 'sourceWorker', 'accountWorker', 'exportSweep', 'mailFeedback'];
    const perFunction = [
      ...['api', 'agentStream', ...workers].flatMap((f) => [`test-beyou-${f}-errors`, `test-beyou-${f}-throttles`]),
      ...workers.map((f) => `test-beyou-${f}-near-timeout`),
    ];
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      [
        'test-beyou-api-5xx-rate',
        'test-beyou-briefing-dlq-arrivals',
        'test-beyou-briefing-queue-age',
        'test-beyou-roadmap-dlq-arrivals',
        'test-beyou-roadmap-queue-age',
        'test-beyou-day-close-failed',
        'test-beyou-day-close-dlq-arrivals',
        'test-beyou-day-close-queue-age',
        'test-beyou-day-close-not-running',
        'test-beyou-llm-exhausted',
        'test-beyou-sources-dlq-arrivals',
        'test-beyou-sources-queue-age',
        // Account deletion past the request (issue 33, stacks/Notebook.ts).
        'test-beyou-account-deletion-dlq-arrivals',
        'test-beyou-account-deletion-queue-age',
        // SES bounces and complaints (issue 38, stacks/Email.ts).
        'test-beyou-mail-feedback-dlq-arrivals',
        'test-beyou-mail-feedback-queue-age',
        // The second review's (issue 34); the agent's concurrency alarm is prod's only (tests/infra/edge-stack.test.ts).
        'test-beyou-api-4xx-rate',
        'test-beyou-api-429-rate',
        'test-beyou-table-throttles',
        'test-beyou-table-system-errors',
        'test-beyou-agent-url-5xx',
        'test-beyou-agent-transcript-persist-failed',
        'test-beyou-agent-turns-interrupted',
        'test-beyou-origin-guard-rejections',
        'test-beyou-alarm-delivery-failed',
        ...perFunction,
      ].sort(),
    );
    const byName = Object.fromEntries(alarms.map((a) => [a.AlarmName, a]));
    expect(JSON.stringify(byName['test-beyou-llm-exhausted'].Metrics)).toContain(LLM_METRICS.exhausted);
    expect(JSON.stringify(byName['test-beyou-api-5xx-rate'].Metrics)).toContain('"5xx"');
    const topic = Object.keys(t.findResources('AWS::SNS::Topic'))[0];
    for (const a of alarms) {
      expect(a.AlarmActions).toEqual([{ Ref: topic }]);
      expect(a.OKActions).toEqual([{ Ref: topic }]);
    }
    t.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'test-beyou-alarms' });
    // Every function of every stack has both of its alarms (a new function cannot be forgotten).
    const functionCount = Object.values(dev.templates).reduce((n, tt) => n + Object.keys(appFunctions(tt)).length, 0);
    expect(alarms.filter((a) => a.MetricName === 'Throttles' && a.Namespace === 'AWS/Lambda')).toHaveLength(functionCount);
    expect(alarms.filter((a) => /-errors$/.test(a.AlarmName) && a.MetricName === 'Errors')).toHaveLength(functionCount);
  });

  it('re-notifies on each new DLQ arrival (the depth\'s increase), not once while it is not empty', () => {
    const dlq = Object.values(dev.templates.Dashboard.findResources('AWS::CloudWatch::Alarm')).find((a) => a.Properties.AlarmName === 'test-beyou-briefing-dlq-arrivals')!.Properties;
    const expr = dlq.Metrics.find((m: { Expression?: string }) => m.Expression);
    expect(expr.Expression).toBe('DIFF(FILL(depth, 0))');
    const depth = dlq.Metrics.find((m: { Id: string }) => m.Id === 'depth');
    expect(depth.MetricStat.Metric).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Namespace: 'AWS/SQS' });
    expect(JSON.stringify(depth.MetricStat.Metric.Dimensions)).toMatch(/briefingdlq/);
    expect(dlq).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
  });

  it('alarms on the age of the oldest briefing message (its claim), and on a day close that failed or stopped', () => {
    const byName = Object.fromEntries(Object.values(dev.templates.Dashboard.findResources('AWS::CloudWatch::Alarm')).map((a) => [a.Properties.AlarmName, a.Properties]));
    expect(byName['test-beyou-briefing-queue-age']).toMatchObject({ MetricName: 'ApproximateAgeOfOldestMessage', Threshold: CLAIM_MS / 1000 });
    expect(byName['test-beyou-day-close-queue-age']).toMatchObject({ MetricName: 'ApproximateAgeOfOldestMessage', Threshold: DAY_CLOSE_MAX_AGE_S });
    expect(JSON.stringify(byName['test-beyou-day-close-dlq-arrivals'].Metrics)).toMatch(/dayclosebatchesdlq/i);
    expect(byName['test-beyou-day-close-failed']).toMatchObject({ MetricName: 'Errors', Threshold: 1, Period: 3600 });
    // Quiet until the schedule has run (issue 34): FILL over its invocations, missing not breaching.
    const notRunning = byName['test-beyou-day-close-not-running'];
    expect(notRunning).toMatchObject({ ComparisonOperator: 'LessThanThreshold', Threshold: 1, TreatMissingData: 'notBreaching' });
    expect(JSON.stringify(notRunning.Metrics)).toContain('"Invocations"');
    expect(JSON.stringify(notRunning.Metrics)).toContain('FILL(runs, 0)');
    expect(byName['test-beyou-agentStream-throttles']).toMatchObject({ MetricName: 'Throttles', Threshold: 1 });
  });

  it('requires ALARM_EMAIL in prod, like WEB_ORIGIN, and subscribes it to the topic', () => {
    expect(() => alarmEmail('prod', undefined)).toThrow(/ALARM_EMAIL must be set/);
    expect(() => alarmEmail('prod', ' ')).toThrow(/ALARM_EMAIL must be set/);
    expect(() => alarmEmail('prod', 'ops')).toThrow(/not an email/);
    expect(alarmEmail('alice', undefined)).toBeUndefined();
    prod.templates.Dashboard.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
    expect(Object.keys(dev.templates.Dashboard.findResources('AWS::SNS::Subscription'))).toEqual([]);
  });
});

describe('the app', () => {
  it('names every stack and named resource with the stage', () => {
    for (const s of [dev, prod]) {
      const names = [
        ...Object.values(s.templates.Jobs.findResources('AWS::SQS::Queue')).map((q) => q.Properties.QueueName),
        ...Object.values(s.templates.Tutor.findResources('AWS::SQS::Queue')).map((q) => q.Properties.QueueName),
        ...Object.values(s.templates.Dashboard.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmName),
        ...Object.values(s.templates.Dashboard.findResources('AWS::SNS::Topic')).map((a) => a.Properties.TopicName),
        sole(s.templates.Dashboard, 'AWS::CloudWatch::Dashboard').Properties.DashboardName,
        sole(s.templates.Api, 'AWS::ApiGatewayV2::Api').Properties.Name,
      ];
      for (const n of names) expect(n).toMatch(new RegExp(`^${s.stage}-beyou`));
    }
  });

  it('synthesizes without CDK warnings or errors', () => {
    for (const s of [dev, prod]) expect(s.annotations).toEqual([]);
  });
});

/** Where a canary shows up, with a little context, so a failure names the culprit. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (let i = text.indexOf(CANARY); i !== -1; i = text.indexOf(CANARY, i + 1)) {
    found.push(text.slice(Math.max(0, i - 80), i + CANARY.length + 20));
  }
  return found;
}

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

type Fn = { Type: string; Properties: Record<string, any> };

/** The app function with this handler (exactly one). */
function fnByHandler(t: Template, handler: string): Fn {
  const found = Object.values(appFunctions(t)).filter((f) => f.Properties?.Handler === handler);
  expect(found, handler).toHaveLength(1);
  return found[0] as Fn;
}

/** The SQS event source mapping that feeds the function with this handler (exactly one). */
function mappingOf(t: Template, handler: string): { Properties: Record<string, any> } {
  const fnId = Object.entries(appFunctions(t)).find(([, f]) => f.Properties?.Handler === handler)![0];
  const found = Object.values(t.findResources('AWS::Lambda::EventSourceMapping')).filter((m) => m.Properties.FunctionName?.Ref === fnId);
  expect(found, handler).toHaveLength(1);
  return found[0] as { Properties: Record<string, any> };
}

/** Every statement of the policies attached to that function's role. */
function roleStatements(t: Template, handler: string): Statement[] {
  const role = fnByHandler(t, handler).Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(t.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === role))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

function policyStatements(t: Template): Statement[] {
  return Object.entries(t.findResources('AWS::IAM::Policy'))
    .filter(([id]) => !id.startsWith('CustomResourceHandler'))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === 'node_modules' ? [] : filesUnder(path)) : [path];
  });
}
