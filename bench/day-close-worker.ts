/**
 * One day-close worker for bench/day-close.ts, in a process of its own as a Lambda instance
 * is: the local poller feeding `dayCloseHandler` from the day-close queue, with the bench's
 * clock. Prints `ready`, then on SIGTERM its totals as one JSON line, and exits.
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../core/config';
import { createDeps, type Clock } from '../core/context';
import { DAY_CLOSE_BATCH_SIZE, dayCloseHandler } from '../core/dayclose/worker';
import { startPoller } from '../local/poller';
import { countCommands } from '../tests/support/db-counter';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const at = new Date(process.env.BENCH_NOW!);
const clock: Clock = { now: () => at };
const deps = createDeps(loadConfig(process.env, { authSecret: 'none' }), { clock });
const counter = countCommands(deps.db);
const sqs = new SQSClient({ endpoint: process.env.SQS_ENDPOINT!, region: 'us-east-1', credentials: deps.config.localStores });
const handler = dayCloseHandler(deps);
let messages = 0;
let failed = 0;
const poller = startPoller(sqs, process.env.DAY_CLOSE_QUEUE_URL!, async (event) => {
  const out = await handler(event);
  messages += event.Records.length;
  failed += out.batchItemFailures.length;
  return out;
}, (err) => console.error('worker poller', err), { batchSize: DAY_CLOSE_BATCH_SIZE });
const cpu0 = process.cpuUsage();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void poller.stop().then(() => {
    const cpu = process.cpuUsage(cpu0);
    process.stdout.write(`${JSON.stringify({ messages, failed, requests: counter.commands.length, cpuS: (cpu.user + cpu.system) / 1e6 })}\n`);
    sqs.destroy();
    deps.db.client.destroy();
    process.exit(0);
  });
});
