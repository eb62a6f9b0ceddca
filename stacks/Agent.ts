import { Duration } from 'aws-cdk-lib';
import { FunctionUrlAuthType, HttpMethod, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function, use, type StackContext } from 'sst/constructs';
import { TURN_TIMEOUT_MS } from '../core/ai/agent/settings';
import type { OriginSecretRefs } from './edge/origin-secret';
import { nodejsFor } from './bundling';
import { logGroupOf } from './logging';
import { webOrigins } from './web-origins';
import { Data, tableAccess } from './Data';
import { KEPT_PREFIX, Notebook } from './Notebook';
import { Secrets } from './Secrets';
import { PEAK_STREAMS, roundUp50 } from './sizing';

/**
 * How many turns may stream at once in prod (reserved concurrency: one instance per open
 * stream, since a streaming invocation holds its instance until the turn ends). The peak
 * (stacks/sizing.ts): 100,000 monthly users → 30,000 a day → 30% chat, 6 turns each = 54,000
 * turns a day; the busiest hour carries 12% = 6,480 turns = 1.8 turns/s; a turn holds its
 * stream ~30 s (model latency on free tiers, tool steps), so 1.8 × 30 ≈ 54 streams on average
 * in that hour, and ×2.5 in its busiest minutes ≈ 135 → 150. The 151st concurrent turn is
 * throttled (the Throttles alarm pages; 80% of it pages first). The cap is also the cost ceiling
 * (docs/cost.md); with the day close's 9 reserved workers and AWS's 100-unreserved floor the
 * account needs a concurrency quota of at least 150 + 9 + 100 = 259 (README "Deploy").
 */
export const AGENT_CONCURRENCY = roundUp50(PEAK_STREAMS);

/**
 * The agent's memory, chosen by measurement (bench/agent-memory.ts, docs/cost.md "Agent memory"):
 * one instance peaks at ~0.2 GB RSS over a run of turns, so 512 MB leaves 2.5x headroom; a turn
 * needs ~0.1 s of CPU, ~0.35 s at 512 MB's 0.29 vCPU, against ~30 s spent waiting on the model.
 * 1,024 MB would only halve the cold start (~1.6 s of boot CPU → 0.8 s) for twice the GB-seconds,
 * the agent's largest cost (+$324 a month at 100,000 monthly users).
 */
export const AGENT_MEMORY_MB = 512;

/**
 * The agent's SSE: a streaming Lambda function URL (InvokeMode RESPONSE_STREAM), because API
 * Gateway buffers responses, served to clients through the one CloudFront distribution of
 * stacks/Edge.ts (its stream paths), where the WAF applies. Its timeout sits above the turn's
 * own hard limit so a turn always ends, and is stored, before Lambda would kill it.
 *
 * Why not origin access control (OAC, the URL with AuthType AWS_IAM): CloudFront would sign
 * each request with SigV4, which (1) overwrites the viewer's `Authorization` header, where the
 * contract carries the Bearer token, and (2) for a POST needs the client to send the body's
 * SHA-256 in `x-amz-content-sha256` (Lambda accepts no unsigned payload). Both are changes to
 * every client (web, mobile) and to the contract, and the local runtime has no CloudFront. The
 * equivalent used instead: the URL is never published (clients get the distribution's domain),
 * CloudFront adds a secret header generated in Secrets Manager (CloudFormation resolves it, so
 * no template holds it; stacks/edge/origin-secret.ts rotates it), and the function answers 404
 * to any request without it before auth or a table call (functions/http/origin-guard.ts).
 * What remains open is a direct request to a leaked URL costing one short invocation each,
 * bounded by AGENT_CONCURRENCY and counted (the origin-guard alarm).
 */
export function Agent({ stack, app }: StackContext) {
  const prod = app.stage === 'prod';
  const { table } = use(Data);
  const secrets = use(Secrets);
  // generateStudyCards retrieves from the page's sources: their vector segments are read from S3 (issue 33).
  const sources = use(Notebook).bucket;
  const handler = new Function(stack, 'AgentStream', {
    handler: 'functions/agent-stream.handler',
    // Split (stacks/bundling.ts SPLIT_HANDLERS): the turn's code is chunks read by the first turn, not at the cold start.
    nodejs: nodejsFor('functions/agent-stream.ts'),
    timeout: Math.ceil(TURN_TIMEOUT_MS / 1000) + 60,
    memorySize: AGENT_MEMORY_MB,
    reservedConcurrentExecutions: prod ? AGENT_CONCURRENCY : undefined,
    bind: secrets.bindingsFor('agentStream'),
    environment: { TABLE_NAME: table.tableName, SOURCES_BUCKET: sources.bucketName, ...originEnvironment(secrets.origin) },
    permissions: [
      ...tableAccess(table),
      ...secrets.signingGuard(),
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [`${sources.bucketArn}/${KEPT_PREFIX}*`] }),
    ],
  });
  const url = handler.addFunctionUrl({
    authType: FunctionUrlAuthType.NONE,
    invokeMode: InvokeMode.RESPONSE_STREAM,
    cors: {
      allowedOrigins: webOrigins(app.stage, process.env.WEB_ORIGIN),
      // POST starts a turn or answers an approval (…/turns/{turnId}/approvals/{id}); GET resumes one (…/turns/{turnId}/stream).
      allowedMethods: [HttpMethod.GET, HttpMethod.POST],
      allowedHeaders: ['authorization', 'content-type', 'last-event-id', 'x-request-id'],
      // RATE_LIMITED answers carry Retry-After (CONTRACT); a browser hides it unless exposed.
      exposedHeaders: ['retry-after', 'x-request-id'],
      // One preflight a day per client instead of one per turn (the URL's maximum).
      maxAge: Duration.days(1),
    },
  });
  // Its log lines become the turn-error metrics (stacks/monitoring/agent-alarms.ts).
  const logGroup = logGroupOf(handler);
  return { handler, url, logGroup };
}

/** The origin secret a function checks: current and, after a rotation, previous (dynamic references). */
export function originEnvironment(origin: OriginSecretRefs): Record<string, string> {
  return {
    ORIGIN_VERIFY_SECRET: origin.current,
    ...(origin.previous ? { ORIGIN_VERIFY_SECRET_PREVIOUS: origin.previous } : {}),
  };
}

