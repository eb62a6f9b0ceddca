import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { SQSClient } from '@aws-sdk/client-sqs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { composeApp } from '../functions/compose';
import { scheduleDayClose } from '../core/dayclose/schedule';
import { DAY_CLOSE_BATCH_SIZE, dayCloseHandler } from '../core/dayclose/worker';
import { startEmbeddedStore } from './embedded-store';
import { startLocalQueues, type LocalQueues } from './queues';
import { startPoller } from './poller';
import { briefingHandler } from '../core/ai/briefing/worker';
import { sourceHandler } from '../core/notebook/sources/handler';
import { SOURCE_WORKER_CONCURRENCY } from '../core/notebook/sources/limits';
import { roadmapHandler } from '../core/ai/notebook/roadmap-worker';
import { EXPORT_SWEEP_EVERY_MIN, sweepExports } from '../core/users/export-sweep';
import { accountHandler } from '../core/users/account-worker';

export interface Runtime {
  url: string;
  deps: Deps;
  queues: LocalQueues;
  stop(): Promise<void>;
}

/** Where the web client's built files are; a placeholder page until the client is built. */
function webRoot(): string {
  const built = resolve('web/dist');
  return existsSync(join(built, 'index.html')) ? built : resolve('web/public');
}

/**
 * The whole backend on one machine: DynamoDB Local (persisted under DATA_DIR unless
 * DYNAMODB_ENDPOINT points elsewhere), the in-process SQS, the REST app and the web client.
 */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const base = loadConfig(env);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    let db = base.db;
    if (!base.db.endpoint) {
      const store = await startEmbeddedStore(base);
      stops.push(() => store.dynamo.stop());
      db = store.db;
    }
    const queues = await startLocalQueues();
    stops.push(() => queues.stop());
    const config: Config = {
      ...base,
      db,
      queue: {
        endpoint: queues.endpoint,
        briefingQueueUrl: queues.urls.briefing,
        sourceQueueUrl: queues.urls.sources,
        roadmapQueueUrl: queues.urls.roadmap,
        dayCloseQueueUrl: queues.urls['day-close-batches'],
        accountQueueUrl: queues.urls.accounts,
      },
      storage: { ...base.storage, endpoint: queues.endpoint, sourcesBucket: queues.sourcesBucket },
      localStores: queues.credentials,
    };
    const deps = createDeps(config);
    await ensureTable(deps.db.client, config.db.tableName);
    stops.push(async () => deps.db.client.destroy());

    const sqs = new SQSClient({ endpoint: queues.endpoint, region: config.db.region, credentials: queues.credentials });
    stops.push(async () => sqs.destroy());

    const { app, model, tutor } = composeApp(env, (c) => getConnInfo(c).remote.address ?? 'unknown', deps);
    // What Lambda's SQS event source mapping does on AWS: the same worker handler, fed by the queue.
    const briefingPoller = startPoller(sqs, queues.urls.briefing, briefingHandler(deps, model), (err) =>
      deps.log.error('briefing poller', { errorName: (err as Error)?.name }),
    );
    stops.push(() => briefingPoller.stop());
    // The notebook's source reads, as the source queue's Lambda consumer does on AWS (stacks/Notebook.ts).
    // One source piece per batch, as the event source's batch size 1 hands them on AWS, and as
    // many pieces at once as its MaximumConcurrency lets run there (one handler: one embedding pace).
    const sourcePoller = startPoller(sqs, queues.urls.sources, sourceHandler(deps), (err) => deps.log.error('source poller', { errorName: (err as Error)?.name }), { batchSize: 1, consumers: SOURCE_WORKER_CONCURRENCY });
    stops.push(() => sourcePoller.stop());
    // What DELETE /me leaves of a large account, as stacks/Notebook.ts feeds its worker on AWS.
    const accountPoller = startPoller(sqs, queues.urls.accounts, accountHandler(deps), (err) => deps.log.error('account poller', { errorName: (err as Error)?.name }), { batchSize: 1 });
    stops.push(() => accountPoller.stop());
    // The tutor's roadmap drafts, as stacks/Tutor.ts feeds its worker on AWS.
    const roadmapPoller = startPoller(sqs, queues.urls.roadmap, roadmapHandler(deps, tutor), (err) =>
      deps.log.error('roadmap poller', { errorName: (err as Error)?.name }),
    );
    stops.push(() => roadmapPoller.stop());
    // The day close as on AWS (stacks/Jobs.ts): the hourly schedule sends batches of users to
    // the day-close queue, and the same worker Lambda's event source would call closes them.
    const dayClosePoller = startPoller(
      sqs,
      queues.urls['day-close-batches'],
      dayCloseHandler(deps),
      (err) => deps.log.error('day close poller', { errorName: (err as Error)?.name }),
      { batchSize: DAY_CLOSE_BATCH_SIZE },
    );
    stops.push(() => dayClosePoller.stop());
    const dayClose = startRepeating(() => scheduleDayClose(deps).then(() => undefined), (err) =>
      deps.log.error('day close', { errorName: (err as Error)?.name }),
    );
    stops.push(() => dayClose.stop());
    // As the schedule of stacks/Exports.ts does on AWS: an export outlives its link by minutes only.
    const exportSweep = startRepeating(
      () => sweepExports(deps).then(() => undefined),
      (err) => deps.log.error('export sweep', { errorName: (err as Error)?.name }),
      60_000,
      EXPORT_SWEEP_EVERY_MIN * 60_000,
    );
    stops.push(() => exportSweep.stop());
    app.use('/*', serveStatic({ root: webRoot() }));
    const server = await listen(app.fetch, config);
    stops.push(() => new Promise<void>((ok) => server.close(() => ok())));
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    const url = `http://${config.host}:${port}`;
    // Emailed links open the web client this server serves, at the port it really got (PORT=0).
    if (!env.WEB_BASE_URL) config.email = { ...config.email, webBaseUrl: url };
    return { url, deps, queues, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/**
 * Runs `task` shortly after start (a machine that was off gets its days closed: the pass
 * backfills) and then every hour (or `everyMs`); `stop()` cancels the timers and waits for a
 * running pass.
 */
function startRepeating(task: () => Promise<void>, onError: (err: unknown) => void, firstMs = 10_000, everyMs = 3_600_000) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, firstMs);
  const every = setInterval(tick, everyMs);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<ServerType> {
  return new Promise((ok, fail) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => ok(server));
    server.once('error', fail);
  });
}
