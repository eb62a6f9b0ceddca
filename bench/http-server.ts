/**
 * The local server for bench/http.ts, in a process of its own so the load generator does not
 * share its event loop: `startRuntime` (what `npm start` runs: the REST app, the agent's
 * routes, the in-process SQS and its pollers, the web client) over the DynamoDB endpoint the
 * parent started. Prints `{ url, floorUrl }` on its first line; stops on SIGTERM.
 *
 * `floorUrl` is a bare node:http server in the same process, for the routes' floors
 * (bench/floor.ts): `POST /begin` starts recording the app client's commands, `POST /end?key=K`
 * keeps what was recorded under K, and `GET /replay?key=K` replays K's next recording (they are
 * used in turn) through the app's own DynamoDBClient and answers 204. So a floor request costs
 * this process one plain HTTP request plus the route's table commands, nothing else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRuntime } from '../local/runtime';
import { recordCommands, replay, type Captured } from './floor';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const rt = await startRuntime({ ...process.env, PORT: '0' });
const recorder = recordCommands(rt.deps.db.client);
const recordings = new Map<string, { work: Captured[]; next: number }>();

const floor = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const key = url.searchParams.get('key') ?? '';
  const answer = (status: number, body = '') => res.writeHead(status, { 'content-length': Buffer.byteLength(body) }).end(body);
  req.resume();
  if (url.pathname === '/begin') return recorder.begin(), answer(204);
  if (url.pathname === '/end') {
    const work = recorder.end();
    const r = recordings.get(key) ?? { work: [], next: 0 };
    r.work.push(work);
    recordings.set(key, r);
    return answer(200, JSON.stringify({ waves: work.map((w) => w.map((c) => c.name)) }));
  }
  const r = recordings.get(key);
  if (url.pathname !== '/replay' || !r) return answer(404);
  const work = r.work[r.next++ % r.work.length]!;
  replay(rt.deps.db.client, work).then(
    () => answer(204),
    (err: Error) => answer(500, `${err.name}: ${err.message}`),
  );
});
await new Promise<void>((ok) => floor.listen(0, '127.0.0.1', ok));
const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;

process.stdout.write(`${JSON.stringify({ url: rt.url, floorUrl })}\n`);
process.on('SIGTERM', () => {
  floor.close();
  void rt.stop().finally(() => process.exit(0));
});
