/**
 * The local server for bench/http.ts, in a process of its own so the load generator does not
 * share its event loop: `startRuntime` (what `npm start` runs: the REST app, the agent's
 * routes, the in-process SQS and its pollers, the web client) over the DynamoDB endpoint the
 * parent started. Prints `{ url }` on its first line; stops on SIGTERM.
 */
import { startRuntime } from '../local/runtime';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const rt = await startRuntime({ ...process.env, PORT: '0' });
process.stdout.write(`${JSON.stringify({ url: rt.url })}\n`);
process.on('SIGTERM', () => {
  void rt.stop().finally(() => process.exit(0));
});
