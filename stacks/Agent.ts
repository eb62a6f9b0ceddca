import { Duration } from 'aws-cdk-lib';
import { AllowedMethods, CachePolicy, Distribution, HttpVersion, OriginRequestPolicy, PriceClass, ViewerProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { FunctionUrlAuthType, HttpMethod, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Function, use, type StackContext } from 'sst/constructs';
import { TURN_TIMEOUT_MS } from '../core/ai/agent/settings';
import { ORIGIN_VERIFY_HEADER } from '../functions/http/origin-guard';
import { webOrigins } from './web-origins';
import { Data, tableAccess } from './Data';
import { Secrets } from './Secrets';
import { PEAK_STREAMS, roundUp50 } from './sizing';

/**
 * How many turns may stream at once in prod (reserved concurrency: one instance per open
 * stream, since a streaming invocation holds its instance until the turn ends). The peak
 * (stacks/sizing.ts): 100,000 monthly users → 30,000 a day → 30% chat, 6 turns each = 54,000
 * turns a day; the busiest hour carries 12% = 6,480 turns = 1.8 turns/s; a turn holds its
 * stream ~30 s (model latency on free tiers, tool steps), so 1.8 × 30 ≈ 54 streams on average
 * in that hour, and ×2.5 in its busiest minutes ≈ 135 → 150. The 151st concurrent turn is
 * throttled (the Throttles alarm pages). The cap is also the cost ceiling (docs/cost.md) and
 * needs an account concurrency quota of at least 150 + 100 unreserved (AWS's floor).
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

/** CloudFront waits this long for the next bytes; the 15 s heartbeat (A10) keeps it fed. */
export const ORIGIN_READ_TIMEOUT_S = 60;

/**
 * The agent's SSE: a streaming Lambda function URL (InvokeMode RESPONSE_STREAM), because API
 * Gateway buffers responses, served to clients through CloudFront, where the WAF's rate rule
 * per IP applies (stacks/edge/waf.ts). Its timeout sits above the turn's own hard limit so a
 * turn always ends, and is stored, before Lambda would kill it.
 *
 * Why not origin access control (OAC, the URL with AuthType AWS_IAM): CloudFront would sign
 * each request with SigV4, which (1) overwrites the viewer's `Authorization` header, where the
 * contract carries the Bearer token, and (2) for a POST needs the client to send the body's
 * SHA-256 in `x-amz-content-sha256` (Lambda accepts no unsigned payload). Both are changes to
 * every client (web, mobile) and to the contract, and the local runtime has no CloudFront. The
 * equivalent used instead: the URL is never published (clients get the distribution's domain),
 * CloudFront adds a secret header generated in Secrets Manager (CloudFormation resolves it, so
 * no template holds it), and the function answers 404 to any request without it before auth
 * or a table call (functions/http/origin-guard.ts). What remains open is a direct request to a
 * leaked URL costing one short invocation each, bounded by AGENT_CONCURRENCY.
 */
export function Agent({ stack, app }: StackContext) {
  const prod = app.stage === 'prod';
  const { table } = use(Data);
  const originSecret = new Secret(stack, 'AgentOriginSecret', {
    description: `${app.stage}: the header CloudFront sends to the agent function URL`,
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  const originVerify = originSecret.secretValue.unsafeUnwrap();
  const handler = new Function(stack, 'AgentStream', {
    handler: 'functions/agent-stream.handler',
    timeout: Math.ceil(TURN_TIMEOUT_MS / 1000) + 60,
    memorySize: AGENT_MEMORY_MB,
    reservedConcurrentExecutions: prod ? AGENT_CONCURRENCY : undefined,
    bind: use(Secrets).bindingsFor('agentStream'),
    environment: { TABLE_NAME: table.tableName, ORIGIN_VERIFY_SECRET: originVerify },
    permissions: tableAccess(table),
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
  const distribution = new Distribution(stack, 'AgentEdge', {
    comment: `${app.stage}-beyou agent stream`,
    defaultBehavior: {
      origin: new FunctionUrlOrigin(url, {
        customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify },
        readTimeout: Duration.seconds(ORIGIN_READ_TIMEOUT_S),
      }),
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header (Authorization, Origin, Last-Event-ID…) but Host, which must be the URL's.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      // Compression would hold SSE events back to fill its blocks.
      compress: false,
    },
    webAclId: agentWafArn(app.stage, process.env.AGENT_WAF_ACL_ARN),
    priceClass: PriceClass.PRICE_CLASS_100,
    httpVersion: HttpVersion.HTTP2_AND_3,
  });
  stack.addOutputs({ AgentUrl: `https://${distribution.distributionDomainName}` });
  return { handler, distribution };
}

/**
 * The WebACL (us-east-1, stacks/edge/waf.ts) from `AGENT_WAF_ACL_ARN` at deploy time. Required
 * in prod, like WEB_ORIGIN: without it the public stream has no per-IP limit. Optional elsewhere.
 */
export function agentWafArn(stage: string, given: string | undefined): string | undefined {
  const arn = given?.trim();
  if (!arn) {
    if (stage === 'prod') throw new Error('AGENT_WAF_ACL_ARN must be set for the prod stage (deploy stacks/edge/waf.ts in us-east-1 first: README "Deploy")');
    return undefined;
  }
  if (!/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(arn)) {
    throw new Error(`AGENT_WAF_ACL_ARN: "${arn}" is not a CloudFront (global, us-east-1) WAFv2 WebACL ARN`);
  }
  return arn;
}
