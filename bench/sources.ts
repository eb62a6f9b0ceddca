/**
 * `npx tsx bench/sources.ts [queries]` — notebook sources (issue 19), in one run; with
 * `textbook` as the argument only (c) runs, with `pages` only (d) (`pages --no-embeddings`:
 * without its slow column):
 * (a) ingest time of a 200,000-character TEXT source and of a 50-page PDF (uploaded through its
 *     presigned URL first): the worker's read → normalise → chunk → embed → store, with
 *     embeddings on (1024 floats per chunk, mistral-embed's size, from the loopback simulator)
 *     and off;
 * (b) retrieval latency over 3,000 chunks on one page (15 sources of 200,000 characters),
 *     vector and keyword side by side: the first call and the following ones (no corpus is
 *     kept between questions since issue 33: each streams the vectors or indexes the text).
 * (c) the textbook (issue 33, bench/textbook.ts): a 15 MB, ~3,000-passage PDF against an
 *     embedding endpoint at 1 request a second and 32 inputs a request, invocation by invocation.
 * (e) `textbook-pages` only: issue 47's textbook, 2,900 pages of ~900 characters, read by the
 *     worker with the config's defaults (256 inputs a batch) against the same endpoint: the
 *     batch size learnt from its refusals (bench/textbook.ts).
 * (d) link pages by shape (issue 47, bench/link-pages.ts): fetch → READY of the review's 1 MB
 *     and 2 MB pages of sibling <p> beside a typical 1 MB page and the e2e suite's 1 MB article.
 * DynamoDB Local in memory and fauxqs (SQS + S3), started here; everything on loopback.
 * Writes bench/RESULTS.md "## Notebook sources", "## Notebook textbook" and "## Notebook link pages".
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signup } from '../core/auth/service';
import { loadConfig } from '../core/config';
import { createDeps, type Ctx, type Deps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { createPage } from '../core/notebook/pages';
import { addSource, confirmUpload, startUpload } from '../core/notebook/sources/add';
import { embedderFor } from '../core/notebook/sources/embed';
import { Sources } from '../core/notebook/sources/entity';
import { pageOfSource } from '../core/notebook/sources/ids';
import { MAX_TEXT_CHARS } from '../core/notebook/sources/limits';
import { retrieve } from '../core/notebook/sources/retrieve';
import { ingest } from '../core/notebook/sources/worker';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startLocalQueues } from '../local/queues';
import { makePdf } from '../tests/support/pdf';
import { startProviderSim } from '../tests/support/provider-sim';
import { runLinkPages } from './link-pages';
import { machine, ms, stats, writeSection } from './report';
import { runTextbook } from './textbook';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const ONLY_TEXTBOOK = process.argv[2] === 'textbook';
const ONLY_PAGES = process.argv[2] === 'pages';
const ONLY_TEXTBOOK_PAGES = process.argv[2] === 'textbook-pages';
const QUERIES = ONLY_TEXTBOOK || ONLY_PAGES ? 0 : Number(process.argv[2] ?? 50);
const DIMS = 1024;
const WORDS = ['cell', 'membrane', 'mitochondria', 'energy', 'protein', 'enzyme', 'nucleus', 'gene', 'photosynthesis', 'chlorophyll', 'função', 'equação', 'carbon', 'oxygen', 'water', 'sugar', 'light', 'division', 'mitosis', 'meiosis'];

/** Study-like prose: sentences of known words, paragraphs of ~600 characters, to `chars` exactly. */
function prose(chars: number, seed: number): string {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31);
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const sentences = Array.from({ length: 6 }, () => {
      const words = Array.from({ length: 10 + (next() % 8) }, () => WORDS[next() % WORDS.length]!);
      return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
    });
    const p = sentences.join(' ');
    paragraphs.push(p);
    length += p.length + 2;
  }
  return paragraphs.join('\n\n').slice(0, chars);
}

async function timeIngest(deps: Deps, ctx: Ctx, sourceId: string): Promise<{ ms: number; chunks: number }> {
  const t0 = performance.now();
  await ingest(deps, { embedder: embedderFor(deps.config) }, { userId: ctx.actor.userId, sourceId });
  const took = performance.now() - t0;
  const row = (await Sources(deps.db).get({ userId: ctx.actor.userId, pageId: pageOfSource(sourceId)!, sourceId }).go({ consistent: true })).data!;
  if (row.status !== 'READY') throw new Error(`${sourceId} ended ${row.status}: ${row.reason}`);
  return { ms: took, chunks: row.chunkCount };
}

async function textbook() {
  const { table, notes } = await runTextbook();
  console.log(`\n${table}`);
  writeSection('Notebook textbook', `Command: \`npx tsx bench/sources.ts textbook\` (also part of the full run).\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}.\n\n${table}\n\n${notes}`);
}

async function textbookPages() {
  const { table, notes } = await runTextbook('pages-2900');
  console.log(`\n${table}`);
  writeSection('Notebook textbook, 2,900 pages', `Command: \`npx tsx bench/sources.ts textbook-pages\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end.\n\n${table}\n\n${notes}`);
}

async function linkPages() {
  const { table, notes } = await runLinkPages(!process.argv.includes('--no-embeddings'));
  console.log(`\n${table}`);
  writeSection('Notebook link pages', `Command: \`npx tsx bench/sources.ts pages\` (also part of the full run).\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. DynamoDB Local in memory, fauxqs, the pages and the embedding simulator on loopback; the worker called as the queue's consumer calls it.\n\n${table}\n\n${notes}`);
}

async function main() {
  if (ONLY_TEXTBOOK) return textbook();
  if (ONLY_PAGES) return linkPages();
  if (ONLY_TEXTBOOK_PAGES) return textbookPages();
  const ddb = await startDynamoLocal();
  const queues = await startLocalQueues();
  const sim = await startProviderSim({ links: { embed: 'openai' }, embeddingDims: DIMS });
  const base = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-sources-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10',
    DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-sources', SQS_ENDPOINT: queues.endpoint, SOURCE_QUEUE_URL: queues.urls.sources,
    S3_ENDPOINT: queues.endpoint, SOURCES_BUCKET: queues.sourcesBucket, LIMIT_WRITES_PER_MIN: '100000',
    LOCAL_STORE_ACCESS_KEY_ID: queues.credentials.accessKeyId, LOCAL_STORE_SECRET_ACCESS_KEY: queues.credentials.secretAccessKey,
    // The provider simulator has no quota: (a) and (b) measure our own work, not a free tier's pace.
    NOTEBOOK_EMBEDDING_RPS: '1000',
  };
  const withVectors = createDeps(loadConfig({ ...base, NOTEBOOK_EMBEDDING_API_KEY: 'bench', NOTEBOOK_EMBEDDING_BASE_URL: sim.baseUrl('embed') }));
  const keywordOnly = createDeps(loadConfig(base), { db: withVectors.db });
  try {
    await ensureTable(withVectors.db.client, 'bench-sources');
    const session = await signup(withVectors, { email: 'bench@sources.test', password: 'Bench-password-1', displayName: 'Bench' });
    const ctx: Ctx = { deps: withVectors, actor: { userId: session.user.id } };
    const kctx: Ctx = { deps: keywordOnly, actor: ctx.actor };
    const ingestRows: string[] = [];

    // (a) A 200,000-character text, read with and without embeddings.
    const text = prose(MAX_TEXT_CHARS, 1);
    for (const [label, deps, c] of [['embeddings on', withVectors, ctx], ['embeddings off', keywordOnly, kctx]] as const) {
      const page = await createPage(c, { title: `Text ${label}` });
      const t0 = performance.now();
      const added = await addSource(c, { page: page.id, kind: 'TEXT', title: 'Long text', text });
      const requestMs = performance.now() - t0;
      const r = await timeIngest(deps, c, added.id);
      ingestRows.push(`| TEXT, 200,000 characters | ${label} | ${ms(requestMs)} | ${ms(r.ms)} | ${r.chunks} |`);
    }
    // A 50-page PDF of ~2,800 characters a page, PUT through its presigned URL.
    const pdfPages = Array.from({ length: 50 }, (_, i) => ({ text: prose(2800, 100 + i).replace(/\n\n/g, ' ').match(/.{1,90}(\s|$)/g)!.map((l) => l.trim()) }));
    const pdf = makePdf(pdfPages);
    for (const [label, deps, c] of [['embeddings on', withVectors, ctx], ['embeddings off', keywordOnly, kctx]] as const) {
      const page = await createPage(c, { title: `PDF ${label}` });
      const t0 = performance.now();
      const up = await startUpload(c, { page: page.id, title: 'Fifty pages', bytes: pdf.length });
      const put = await fetch(up.uploadUrl, { method: 'PUT', headers: up.headers, body: new Uint8Array(pdf) });
      if (put.status !== 200) throw new Error(`PUT ${put.status}`);
      await confirmUpload(c, { id: up.id });
      const requestMs = performance.now() - t0;
      const r = await timeIngest(deps, c, up.id);
      ingestRows.push(`| PDF, 50 pages (${(pdf.length / 1024).toFixed(0)} KB) | ${label} | ${ms(requestMs)} | ${ms(r.ms)} | ${r.chunks} |`);
    }

    // (b) 3,000 chunks on one page: 15 sources of 200,000 characters, with vectors.
    const big = await createPage(ctx, { title: 'Three thousand chunks' });
    let chunks = 0;
    for (let i = 0; i < 15 && chunks < 3000; i++) {
      const added = await addSource(ctx, { page: big.id, kind: 'TEXT', title: `Source ${i}`, text: prose(MAX_TEXT_CHARS, 1000 + i) });
      chunks += (await timeIngest(withVectors, ctx, added.id)).chunks;
    }
    const queries = Array.from({ length: QUERIES }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} and ${WORDS[(i * 3 + 1) % WORDS.length]}`);
    const measure = async (c: Ctx, mode: string) => {
      const t0 = performance.now();
      const first = await retrieve(c, big.id, queries[0]!, 6);
      const firstMs = performance.now() - t0;
      if (first.mode !== mode) throw new Error(`expected ${mode}, got ${first.mode}`);
      const warm: number[] = [];
      for (const q of queries) {
        const t = performance.now();
        await retrieve(c, big.id, q, 6);
        warm.push(performance.now() - t);
      }
      return { firstMs, warm: stats(warm) };
    };
    const vector = await measure(ctx, 'vector');
    const keyword = await measure(kctx, 'keyword');
    const embedOnce: number[] = [];
    const embedder = embedderFor(withVectors.config)!;
    for (const q of queries.slice(0, 20)) {
      const t = performance.now();
      await embedder.embed([q]);
      embedOnce.push(performance.now() - t);
    }

    const ingestTable = ['| source | mode | request ms (store + queue) | worker ms (read → READY) | chunks |', '|---|---|---|---|---|', ...ingestRows].join('\n');
    const retrievalTable = [
      `| retrieval over ${chunks} chunks | first call ms | next calls median ms | next calls p95 ms |`,
      '|---|---|---|---|',
      `| vector (cosine, ${DIMS} floats, query embedded by the loopback simulator) | ${ms(vector.firstMs)} | ${ms(vector.warm.median)} | ${ms(vector.warm.p95)} |`,
      `| keyword (BM25, minisearch, accent-folded) | ${ms(keyword.firstMs)} | ${ms(keyword.warm.median)} | ${ms(keyword.warm.p95)} |`,
    ].join('\n');
    const body = `Command: \`npx tsx bench/sources.ts\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. DynamoDB Local in memory and fauxqs (SQS + S3) on loopback, started by the bench; embeddings from the provider simulator on loopback (${DIMS} floats per chunk, mistral-embed's size; a real provider adds its network time per batch of 32 chunks). The worker is called as the queue's consumer would call it; "request" is the API side (store the source and its words, or presign + PUT the file + confirm; queue the message).\n\n${ingestTable}\n\n${retrievalTable}\n\n${QUERIES} queries. Nothing is cached between questions (issue 33): a vector query is the query's embedding round trip (median ${ms(stats(embedOnce).median)} ms to the simulator here), the page's vector segments streamed from S3 into a top-k, and the chosen chunks' items; a keyword query indexes the page's text each time.`;
    console.log(`\n${ingestTable}\n\n${retrievalTable}`);
    writeSection('Notebook sources', body);
    await textbook();
    await linkPages();
    console.log('\nwritten to bench/RESULTS.md');
  } finally {
    withVectors.db.client.destroy();
    await sim.close();
    await queues.stop();
    await ddb.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
