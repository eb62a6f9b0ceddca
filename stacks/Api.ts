import { Api as HttpApi, Function, use, type StackContext } from 'sst/constructs';
import { Data, tableAccess } from './Data';
import { Jobs, sendTo } from './Jobs';
import { Notebook } from './Notebook';
import { Secrets } from './Secrets';

/**
 * Whole-API limits on the default stage. Per-user and per-IP limits live in the table
 * (core/limits); these only cap a flood before it reaches Lambda and DynamoDB.
 */
export const API_THROTTLE = { rate: 50, burst: 100 } as const;

/** REST on API Gateway (HTTP API, payload v2) → functions/api.ts for every route. */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { briefingQueue } = use(Jobs);
  const { allSecrets } = use(Secrets);
  const notebook = use(Notebook).apiAccess;
  const handler = new Function(stack, 'ApiHandler', {
    handler: 'functions/api.handler',
    // All of them: REST hosts onboarding (the chain), notebook (embeddings, discovery), auth.
    bind: allSecrets,
    environment: { TABLE_NAME: table.tableName, BRIEFING_QUEUE_URL: briefingQueue.queueUrl, ...notebook.environment },
    permissions: [tableAccess(table), notebook.alsoSend(sendTo(briefingQueue)), ...notebook.permissions],
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
