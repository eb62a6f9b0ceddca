import { Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
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
 * (two seconds of it). API Gateway's account default (10,000/s) is far above.
 */
export const API_THROTTLE = { rate: roundUp50(2 * PEAK_REST_RPS), burst: roundUp50(4 * PEAK_REST_RPS) } as const;

/**
 * The API access log: one JSON line per request. SST's default also logs the user agent,
 * which says nothing an operator needs and fingerprints a person; the client IP stays (abuse
 * investigation) for the log group's 30 days (stacks/logging.ts), no longer.
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

/** REST on API Gateway (HTTP API, payload v2) → functions/api.ts for every route. */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { briefingQueue } = use(Jobs);
  const { exportBucket } = use(Exports);
  const notebook = use(Notebook).apiAccess;
  const { roadmapQueue } = use(Tutor);
  // One sqs:SendMessage statement over every work queue the API feeds.
  const send = notebook.alsoSend(sendTo(briefingQueue));
  send.addResources(roadmapQueue.queueArn);
  const handler = new Function(stack, 'ApiHandler', {
    handler: 'functions/api.handler',
    bind: use(Secrets).bindingsFor('api'),
    environment: {
      TABLE_NAME: table.tableName,
      BRIEFING_QUEUE_URL: briefingQueue.queueUrl,
      ROADMAP_QUEUE_URL: roadmapQueue.queueUrl,
      EXPORT_BUCKET: exportBucket.bucketName,
      ...notebook.environment,
    },
    permissions: [...tableAccess(table), send, ...notebook.permissions, ...exportAccess(exportBucket)],
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
  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler };
}
