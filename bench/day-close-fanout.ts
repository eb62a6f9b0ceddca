/**
 * The fanned-out day close as bench/day-close.ts measures it: the schedule sends the due
 * users to the day-close queue (fauxqs) and `workers` worker processes (bench/day-close-worker.ts,
 * each like one Lambda instance) drain it. Wall time runs from the schedule's start until the
 * queue is empty; the workers are started (and their Node warmed) before it starts.
 */
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Deps } from '../core/context';
import { scheduleDayClose } from '../core/dayclose/schedule';

export interface FanOutRun {
  scheduleMs: number;
  wallMs: number;
  messages: number;
  /** Messages the workers handed back (a user failed): retried by SQS. */
  handedBack: number;
  requests: number;
  workerCpuS: number;
}

interface WorkerTotals {
  messages: number;
  failed: number;
  requests: number;
  cpuS: number;
}

function startWorker(env: Record<string, string>): { child: ChildProcess; lines: AsyncIterator<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/day-close-worker.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return { child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() };
}

async function depth(sqs: SQSClient, url: string): Promise<number> {
  const a = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(a.Attributes?.ApproximateNumberOfMessages ?? 0) + Number(a.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

export async function runFanOut(deps: Deps, opts: { workers: number; now: Date; sqsEndpoint: string; queueUrl: string }): Promise<FanOutRun> {
  const env = {
    DYNAMODB_ENDPOINT: deps.config.db.endpoint!,
    TABLE_NAME: deps.config.db.tableName,
    SQS_ENDPOINT: opts.sqsEndpoint,
    LOCAL_STORE_ACCESS_KEY_ID: deps.config.localStores.accessKeyId,
    LOCAL_STORE_SECRET_ACCESS_KEY: deps.config.localStores.secretAccessKey,
    DAY_CLOSE_QUEUE_URL: opts.queueUrl,
    LOG_LEVEL: 'SILENT',
    DATA_DIR: deps.config.dataDir,
    BENCH_NOW: opts.now.toISOString(),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const workers = Array.from({ length: opts.workers }, () => startWorker(env));
  const sqs = new SQSClient({ endpoint: opts.sqsEndpoint, region: 'us-east-1', credentials: deps.config.localStores });
  try {
    for (const w of workers) if ((await w.lines.next()).value !== 'ready') throw new Error('a day-close worker did not start');
    const started = performance.now();
    const scheduled = await scheduleDayClose(deps, { now: opts.now });
    const scheduleMs = performance.now() - started;
    while ((await depth(sqs, opts.queueUrl)) > 0) await new Promise((r) => setTimeout(r, 100));
    const wallMs = performance.now() - started;
    const totals: WorkerTotals[] = [];
    for (const w of workers) {
      w.child.kill('SIGTERM');
      totals.push(JSON.parse(String((await w.lines.next()).value)) as WorkerTotals);
    }
    const sum = (k: keyof WorkerTotals) => totals.reduce((n, t) => n + t[k], 0);
    return { scheduleMs, wallMs, messages: scheduled.messages, handedBack: sum('failed'), requests: sum('requests'), workerCpuS: sum('cpuS') };
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    sqs.destroy();
  }
}
