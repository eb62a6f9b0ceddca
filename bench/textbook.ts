/**
 * The textbook (issue 33): a 15 MB PDF of ~3,000 passages, uploaded through its presigned URL
 * and read by the source worker against an embedding endpoint with a free tier's limits (1
 * request a second, 32 inputs a request, 1,024 floats; bench/textbook-servers.ts). Each message
 * is one Lambda invocation with a 120 s clock (getRemainingTimeInMillis), taken from the real
 * queue until the source settles. Reports end-to-end time, invocations, the time each had left,
 * DynamoDB write units (as DynamoDB Local reports them: ReturnConsumedCapacity) in total and in
 * the busiest second, the worker's peak memory, and one tutor question in a fresh process.
 */
import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../core/config';
import { createDeps, type Deps } from '../core/context';
import { observeCommands } from '../core/db/client';
import { ensureTable } from '../core/db/table';
import { chunkPages } from '../core/notebook/sources/chunk';
import { Sources } from '../core/notebook/sources/entity';
import { sourceHandler } from '../core/notebook/sources/handler';
import { pageOfSource } from '../core/notebook/sources/ids';
import { SOURCE_WORKER_TIMEOUT_S } from '../core/notebook/sources/limits';
import { pdfPages } from '../core/notebook/sources/pdf';
import type { SQSRecord } from '../core/queue/sqs-event';
import { composeApp } from '../functions/compose';
import { startDynamoLocal } from '../local/dynamodb-local';
import { sstBuildOptions, sstEsbuild } from '../stacks/bundling';
import { makePdf, makePdfOfSize, type PdfPage } from '../tests/support/pdf';
import { textbookPages as pagesOfText } from '../tests/support/textbook';

const MB = 1024 * 1024;
const WORDS = ['cell', 'membrane', 'mitochondria', 'energy', 'protein', 'enzyme', 'nucleus', 'gene', 'photosynthesis', 'chlorophyll', 'função', 'equação', 'carbon', 'oxygen', 'water', 'sugar', 'light', 'division', 'mitosis', 'meiosis'];

function lines(seed: number, n: number): string[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: n }, () => Array.from({ length: 14 }, () => WORDS[next() % WORDS.length]!).join(' ') + '.');
}

/** Pages of ~36 lines, enough of them for just under 3,000 passages (counted with the app's own reader). */
async function textbookPages(): Promise<PdfPage[]> {
  const page = (i: number): PdfPage => ({ text: lines(1000 + i, 36) });
  const sample = await pdfPages(makePdf(Array.from({ length: 20 }, (_, i) => page(i))));
  if (!('pages' in sample)) throw new Error(`sample PDF unreadable: ${sample.reason}`);
  const perPage = chunkPages(sample.pages).length / 20;
  return Array.from({ length: Math.floor(2950 / perPage) }, (_, i) => page(i));
}

/** Write units as DynamoDB Local reports them, per command, with when they were spent. */
function countWriteUnits(deps: Deps) {
  const spent: { at: number; units: number }[] = [];
  const WRITES = /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;
  observeCommands(deps.db.client, async (command, send) => {
    if (!WRITES.test(command.name)) return send();
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const out = await send();
    const cc = (out as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
    const units = [cc ?? []].flat().reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
    spent.push({ at: performance.now(), units });
    return out;
  });
  return {
    total: () => spent.reduce((n, s) => n + s.units, 0),
    /** The most units spent in any one second (a window starting at each write). */
    busiestSecond: () => Math.max(0, ...spent.map((s) => spent.filter((o) => o.at >= s.at && o.at < s.at + 1000).reduce((n, o) => n + o.units, 0))),
    reset: () => void spent.splice(0),
  };
}

function startServers(): Promise<{ child: ChildProcess; info: Record<string, any>; stats(): Promise<{ requests: number; refused: number; tooMany: number }> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/textbook-servers.ts'], { env: { ...process.env, LOG_LEVEL: 'SILENT' }, stdio: ['pipe', 'pipe', 'inherit'] });
  const rl = createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((ok) => rl.once('line', ok));
  return nextLine().then((line) => ({
    child,
    info: JSON.parse(line),
    async stats() {
      const answer = nextLine();
      child.stdin!.write('\n');
      return JSON.parse(await answer);
    },
  }));
}

/**
 * The question's script bundled as SST bundles a Lambda (stacks/bundling.ts: esbuild, ESM,
 * minified, the same plugins), so the process measured runs what an API Lambda runs, without
 * tsx's compiler in its memory.
 */
async function bundledQuestion(): Promise<string> {
  const { build } = sstEsbuild();
  const outfile = join(mkdtempSync(join(tmpdir(), 'bench-question-')), 'textbook-question.mjs');
  await build(sstBuildOptions(resolve('bench', 'textbook-question.ts'), outfile) as Parameters<typeof build>[0]);
  return outfile;
}

function question(bundle: string, env: Record<string, string>): Promise<Record<string, any>> {
  return new Promise((ok, fail) => {
    // The bundle reads the role's credentials from the environment, as on Lambda (local stores ignore them).
    const lambdaEnv = { AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', AWS_REGION: 'us-east-1' };
    const child = spawn(process.execPath, [bundle], { env: { ...process.env, ...lambdaEnv, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(JSON.parse(out.trim().split('\n').at(-1)!)) : fail(new Error(`question exited ${code}`))));
  });
}

/**
 * Which book: the 15 MB one of issue 33 (the worker told the endpoint's 32 inputs), or issue
 * 47's 2,900 pages of ~900 characters with the config's defaults (256 inputs a batch), so the
 * worker learns the endpoint's size from its refusals.
 */
export type TextbookShape = 'fifteen-mb' | 'pages-2900';

export async function runTextbook(shape: TextbookShape = 'fifteen-mb'): Promise<{ table: string; notes: string }> {
  const servers = await startServers();
  const ddb = await startDynamoLocal();
  const { info } = servers;
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-textbook-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: process.env.BENCH_LOG ?? "SILENT" /* BENCH_LOG=WARN shows the worker's warnings */, AUTH_SCRYPT_LOG_N: '10',
    DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-textbook', SQS_ENDPOINT: info.endpoint, SOURCE_QUEUE_URL: info.sourcesQueue,
    S3_ENDPOINT: info.endpoint, SOURCES_BUCKET: info.bucket, LIMIT_WRITES_PER_MIN: '100000', LIMIT_READS_PER_MIN: '100000',
    LOCAL_STORE_ACCESS_KEY_ID: info.credentials.accessKeyId, LOCAL_STORE_SECRET_ACCESS_KEY: info.credentials.secretAccessKey,
    NOTEBOOK_EMBEDDING_API_KEY: 'bench', NOTEBOOK_EMBEDDING_BASE_URL: info.embedUrl, ...(shape === 'fifteen-mb' ? { NOTEBOOK_EMBEDDING_BATCH_INPUTS: '32' } : {}),
    // One worker alone gets the whole free tier (1 request a second).
    NOTEBOOK_EMBEDDING_RPS: '1', NOTEBOOK_EMBEDDING_IN_FLIGHT: '2',
    MISTRAL_API_KEY: 'bench', MISTRAL_BASE_URL: info.chatUrl, AI_LLM_CHAIN_ORDER: 'mistral',
  };
  const deps = createDeps(loadConfig(env));
  const sqs = new SQSClient({ endpoint: info.endpoint, region: 'us-east-1', credentials: info.credentials });
  try {
    await ensureTable(deps.db.client, 'bench-textbook');
    const { app } = composeApp(env, () => '127.0.0.1', deps);
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await app.request(path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as any };
    };
    const signup = await call('POST', '/auth/signup', undefined, { email: 'textbook@bench.test', password: 'Bench-password-1', displayName: 'Bench' });
    const token = signup.body.accessToken as string;
    const userId = signup.body.user.id as string;
    const page = (await call('POST', '/notebook/pages', token, { title: 'Cell biology' })).body;
    await call('POST', `/notebook/pages/${page.id}/notes`, token, { text: 'Chapter notes: the cell and its energy.' });

    const pdf = shape === 'fifteen-mb' ? makePdfOfSize(await textbookPages(), 15 * MB) : makePdf(pagesOfText(2900));
    // The reader alone (its thread, the default budget), before the worker reads it again.
    const readStart = performance.now();
    const alone = await pdfPages(pdf);
    const readMs = performance.now() - readStart;
    const chars = 'pages' in alone ? alone.pages.reduce((n, p) => n + p.text.length, 0) : 0;
    const up = (await call('POST', `/notebook/pages/${page.id}/sources/uploads`, token, { title: 'Textbook', bytes: pdf.length })).body;
    const put = await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(pdf) });
    if (put.status !== 200) throw new Error(`PUT ${put.status}`);
    const units = countWriteUnits(deps);
    const t0 = performance.now();
    await call('POST', `/notebook/sources/${up.id}/uploaded`, token);

    const handler = sourceHandler(deps);
    const key = { userId, pageId: pageOfSource(up.id)!, sourceId: up.id };
    const invocations: { ms: number; leftMs: number; embedded: number; peakRss: number }[] = [];
    for (let idle = 0; idle < 30; ) {
      const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: info.sourcesQueue, MaxNumberOfMessages: 1, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['ApproximateReceiveCount'] }));
      const m = got.Messages?.[0];
      if (!m) {
        const row = (await Sources(deps.db).get(key).go({ consistent: true })).data;
        if (row?.status === 'READY' || row?.status === 'FAILED') break;
        idle++;
        continue;
      }
      const record: SQSRecord = { messageId: m.MessageId!, receiptHandle: m.ReceiptHandle!, body: m.Body!, attributes: (m.Attributes ?? {}) as Record<string, string>, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: info.sourcesQueue, awsRegion: 'us-east-1' };
      const start = performance.now();
      const remaining = () => SOURCE_WORKER_TIMEOUT_S * 1000 - (performance.now() - start);
      let peakRss = process.memoryUsage().rss;
      const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
      const out = await handler({ Records: [record] }, { getRemainingTimeInMillis: remaining });
      clearInterval(sample);
      invocations.push({ ms: performance.now() - start, leftMs: remaining(), embedded: (await Sources(deps.db).get(key).go({ consistent: true })).data?.chunksEmbedded ?? 0, peakRss });
      console.error(`invocation ${invocations.length}: ${(invocations.at(-1)!.ms / 1000).toFixed(1)} s, ${invocations.at(-1)!.embedded} embedded, ${out.batchItemFailures.length} failed`);
      if (!out.batchItemFailures.length) await sqs.send(new DeleteMessageCommand({ QueueUrl: info.sourcesQueue, ReceiptHandle: m.ReceiptHandle! }));
      // A reported failure comes back after the queue's visibility (720 s); at once here.
      else await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: info.sourcesQueue, ReceiptHandle: m.ReceiptHandle!, VisibilityTimeout: 0 }));
    }
    const endToEnd = performance.now() - t0;
    const row = (await Sources(deps.db).get(key).go({ consistent: true })).data!;
    if (row.status !== 'READY' || !row.vectorModel) throw new Error(`textbook ended ${row.status} ${row.reason ?? ''} (vectors: ${row.vectorModel ?? 'none'})`);
    const embed = await servers.stats();

    const asked = await question(await bundledQuestion(), { ...env, PAGE_ID: page.id, TOKEN: token, USER_ID: userId, QUESTION: 'How do mitochondria make energy for the cell?' });
    const mb = (b: number) => (b / MB).toFixed(0);
    const table = [
      shape === 'fifteen-mb' ? '| textbook: 15 MB PDF | measured |' : `| textbook: 2,900 pages, ${(pdf.length / MB).toFixed(2)} MB PDF, default batch size (256) | measured |`,
      '|---|---|',
      `| the reader alone (its thread, default budget): time, characters | ${(readMs / 1000).toFixed(1)} s, ${chars.toLocaleString('en')} |`,
      `| pages read, passages | ${row.pagesRead}, ${row.chunkCount} (all ${row.chunksEmbedded} embedded, model ${row.vectorModel}, ${row.vectorSegments} vector segments in S3) |`,
      `| end to end (confirm → READY) | ${(endToEnd / 1000).toFixed(1)} s |`,
      `| embedding requests (32 inputs max, 1/s) | ${embed.requests} sent, ${embed.refused} answered 429, ${embed.tooMany} too large (400) |`,
      `| invocations used | ${invocations.length} (${invocations.map((i) => `${(i.ms / 1000).toFixed(1)} s → ${i.embedded}`).join('; ')}) |`,
      `| least time left at an invocation's end (of ${SOURCE_WORKER_TIMEOUT_S} s) | ${(Math.min(...invocations.map((i) => i.leftMs)) / 1000).toFixed(1)} s |`,
      `| DynamoDB write units, whole textbook | ${units.total().toFixed(0)} |`,
      `| busiest second of write units (the person's partition) | ${units.busiestSecond().toFixed(0)} |`,
      `| worker peak RSS (one process, all invocations) | ${mb(Math.max(...invocations.map((i) => i.peakRss)))} MB |`,
      `| one tutor question (fresh process, bundled code): status, time, retrieval | ${asked.status}, ${(asked.askMs / 1000).toFixed(2)} s, ${asked.mode} (alone ${asked.retrieveMs.toFixed(0)} ms), ${asked.citations} citation(s) |`,
      `| one tutor question: peak RSS (VmHWM) / peak heap | ${mb(asked.hwm)} MB (${mb(asked.baseRss)} MB after boot) / ${mb(asked.peakHeap)} MB |`,
    ].join('\n');
    return { table, notes: `Write units are what DynamoDB Local reports per command (ReturnConsumedCapacity TOTAL): a transaction counts 2 per KB. The question's process runs bench/textbook-question.ts bundled as SST bundles a Lambda (esbuild, ESM, minified; stacks/bundling.ts), boots the app as a cold API Lambda and asks once; its peak is the kernel's high-water mark of its RSS (VmHWM), the whole process. The chat model is the provider simulator.` };
  } finally {
    sqs.destroy();
    deps.db.client.destroy();
    servers.child.kill('SIGTERM');
    await ddb.stop();
  }
}
