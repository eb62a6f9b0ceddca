import { Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { Data, tableAccess } from './Data';
import { Jobs, sendTo } from './Jobs';
import { Secrets } from './Secrets';

/**
 * Whole-API limits on the default stage. Per-user and per-IP limits live in the table
 * (core/limits); these only cap a flood before it reaches Lambda and DynamoDB.
 */
export const API_THROTTLE = { rate: 50, burst: 100 } as const;

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
  const handler = new Function(stack, 'ApiHandler', {
    handler: 'functions/api.handler',
    bind: use(Secrets).bindingsFor('api'),
    environment: { TABLE_NAME: table.tableName, BRIEFING_QUEUE_URL: briefingQueue.queueUrl },
    permissions: [...tableAccess(table), sendTo(briefingQueue)],
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

/**
 * CORS origins from `WEB_ORIGIN` (comma list of exact origins) at deploy time. Dev stages
 * default to `*`; prod must name its web client, so a forgotten variable fails the deploy
 * instead of opening the API to every site.
 */
export function webOrigins(stage: string, given: string | undefined): string[] {
  const list = (given ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) {
    if (stage === 'prod') throw new Error('WEB_ORIGIN must be set for the prod stage (e.g. https://app.beyou.example)');
    return ['*'];
  }
  for (const origin of list) {
    const ok = origin === '*' ? stage !== 'prod' : URL.canParse(origin) && new URL(origin).origin === origin;
    if (!ok) throw new Error(`WEB_ORIGIN: "${origin}" is not an origin like https://app.example.com`);
  }
  return list;
}
