import { Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { originEnvironment } from './Agent';
import { Data, tableAccess } from './Data';
import { Exports, exportAccess } from './Exports';
import { Jobs, sendTo } from './Jobs';
import { Notebook } from './Notebook';
import { Secrets } from './Secrets';
import { Tutor } from './Tutor';
import { PEAK_REST_RPS, roundUp50 } from './sizing';
import { webOrigins } from './web-origins';

/**
 * Whole-API limits on the default stage. Per-user and per-IP limits live in the table
 * (core/limits); these only cap a flood before it reaches Lambda and DynamoDB, so they sit
 * at twice the estimated peak: 200 requests/s in the busiest minutes (stacks/sizing.ts:
 * 30,000 daily users × 80 requests, 12% in the peak hour, ×2.5) → rate 400/s, burst 800
 * (two seconds of it). API Gateway's account default (10,000/s) is far above. It is the last
 * line only: one bucket for every caller, so the WAF's per-IP rules at the edge (stacks/edge/
 * waf.ts) stop a single client long before it could spend it; its 429s are alarmed.
 */
export const API_THROTTLE = { rate: roundUp50(2 * PEAK_REST_RPS), burst: roundUp50(4 * PEAK_REST_RPS) } as const;

/**
 * The API access log: one JSON line per request. SST's default also logs the user agent,
 * which says nothing an operator needs and fingerprints a person. `ip` is now a CloudFront
 * edge's address (the viewer's reaches the function as VIEWER_IP_HEADER, and the WAF log keeps
 * it for blocked, sign-in and agent requests). `status` feeds the 429 metric
 * (stacks/monitoring/platform-alarms.ts). Kept the log group's 30 days, no longer.
 */
export const ACCESS_LOG_FORMAT = JSON.stringify({
  requestTime: '$context.requestTime',
  requestId: '$context.requestId',
  httpMethod: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integration.latency',
  integrationStatus: '$context.integration.status',
  integrationError: '$context.integrationErrorMessage',
  ip: '$context.identity.sourceIp',
});

/**
 * REST on API Gateway (HTTP API, payload v2) → functions/api.ts for every route. Clients reach
 * it through the CloudFront distribution of stacks/Edge.ts (its default behaviour), where the
 * WAF's per-IP rules apply: an HTTP API cannot carry a WAF, and its throttle below is one
 * bucket shared by every caller. The function answers only requests carrying CloudFront's
 * origin secret (functions/http/origin-guard.ts), so the execute-api address skips nothing.
 */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { briefingQueue } = use(Jobs);
  const { exportBucket } = use(Exports);
  const notebook = use(Notebook).apiAccess;
  const { roadmapQueue } = use(Tutor);
  const secrets = use(Secrets);
  // One sqs:SendMessage statement over every work queue the API feeds.
  const send = notebook.alsoSend(sendTo(briefingQueue));
  send.addResources(roadmapQueue.queueArn);
  const handler = new Function(stack, 'ApiHandler', {
    handler: 'functions/api.handler',
    bind: secrets.bindingsFor('api'),
    environment: {
      ...originEnvironment(secrets.origin),
      TABLE_NAME: table.tableName,
      BRIEFING_QUEUE_URL: briefingQueue.queueUrl,
      ROADMAP_QUEUE_URL: roadmapQueue.queueUrl,
      EXPORT_BUCKET: exportBucket.bucketName,
      ...notebook.environment,
    },
    permissions: [...tableAccess(table), send, ...notebook.permissions, ...exportAccess(exportBucket), ...secrets.signingGuard()],
  });
  const api = new HttpApi(stack, 'Api', {
    cors: {
      allowOrigins: webOrigins(app.stage, process.env.WEB_ORIGIN),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposeHeaders: ['x-request-id', 'retry-after'],
      maxAge: '1 day',
    },
    defaults: { throttle: API_THROTTLE },
    accessLog: { format: ACCESS_LOG_FORMAT, retention: 'one_month' },
    routes: { $default: handler },
  });
  // Not an output: clients are given the distribution (EdgeUrl), never the origin.
  return { api, handler, accessLog: api.cdk.accessLogGroup! };
}
