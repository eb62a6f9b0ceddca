/**
 * Link pages by shape (issue 47, item 5), for `npx tsx bench/sources.ts pages`: a 1 MB page
 * of ~13,800 sibling <p> (~79 bytes each, one <article>: the review's shape, ~55 s to READY on
 * `npm start`) at 1 MB and 2 MB, beside a typical 1 MB page (most of it markup, scripts and
 * chrome) and the 1 MB article of tests/e2e/hostile-sources. Each is served by a loopback
 * server and read by the source worker as the queue's consumer calls it; "fetch → READY" runs
 * from the page's last byte leaving the server to the worker's return. Three ways:
 * - as `npm start` runs by default (no embedding key): writes paced at the partition's rate;
 * - the same with writes unpaced: what reading, normalising, chunking and storing cost;
 * - with embeddings at the configured default pace (the provider simulator answers at once:
 *   the time is the pace), as a reviewer with an embedding endpoint runs it.
 * The reader's own share (the page's thread, then normalise + chunk) is timed alone too.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signup } from '../core/auth/service';
import { loadConfig } from '../core/config';
import { createDeps, type Ctx, type Deps } from '../core/context';
import { ensureTable } from '../core/db/table';
import { createPage } from '../core/notebook/pages';
import { addSource } from '../core/notebook/sources/add';
import { embedderFor } from '../core/notebook/sources/embed';
import { Sources } from '../core/notebook/sources/entity';
import { htmlMainText } from '../core/notebook/sources/html';
import { pageOfSource } from '../core/notebook/sources/ids';
import { passagesOf } from '../core/notebook/sources/passages';
import { ingest, type WorkerPorts } from '../core/notebook/sources/worker';
import { startDynamoLocal } from '../local/dynamodb-local';
import { startLocalQueues } from '../local/queues';
import { startProviderSim } from '../tests/support/provider-sim';

const MB = 1024 * 1024;

/** `unit(i)` repeated to about `bytes`. */
const repeated = (bytes: number, unit: (i: number) => string) => {
  const parts: string[] = [];
  for (let size = 0, i = 0; size < bytes; i++) size += parts[parts.push(unit(i)) - 1]!.length;
  return parts.join('');
};

/** The review's shape: sibling paragraphs of ~79 bytes, all in one article. */
export const siblingPage = (bytes: number) =>
  `<html><head><title>Siblings</title></head><body><article>${repeated(bytes, (i) => `<p>Paragraph ${String(i).padStart(5, '0')} of the page says one thing about cells and their walls.</p>`)}</article></body></html>`;

const SENTENCE = 'Cells divide by mitosis, and each daughter cell receives a full copy of the genome, which is why';
/** tests/e2e/hostile-sources.test.ts's article: dense paragraphs, nearly all text. */
const denseArticle = (bytes: number) =>
  `<html><head><title>Mitosis</title></head><body><nav>Home</nav><article>${repeated(bytes, (i) => `<p>${i}. ${SENTENCE} ${SENTENCE}</p>\n`)}</article></body></html>`;

/** A news or encyclopedia page as served: inline styles and scripts, menus, wrappers with classes, a sidebar; ~10 % of it is the article's text. */
function typicalPage(bytes: number): string {
  const style = `<style>${repeated(bytes * 0.25, (i) => `.c${i}{margin:0 ${i % 9}px;padding:${i % 5}px;color:#${(i * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}}\n`)}</style>`;
  const script = `<script>${repeated(bytes * 0.3, (i) => `window.__s${i}=function(a,b){return a*${i}+b.length||"${i}";};\n`)}</script>`;
  const nav = `<nav><ul>${repeated(bytes * 0.1, (i) => `<li class="menu-item item-${i}"><a href="/section/${i}" data-track="nav-${i}">Section ${i}</a></li>`)}</ul></nav>`;
  const article = `<article><h1>Mitosis</h1>${repeated(bytes * 0.12, (i) => `<div class="para-wrap w${i}"><p class="body-text">${i}. ${SENTENCE} ${SENTENCE} ${SENTENCE}.</p></div>\n`)}</article>`;
  const aside = `<aside>${repeated(bytes * 0.15, (i) => `<div class="card card-${i}"><a href="/related/${i}"><img src="/img/${i}.jpg" alt=""><span class="title">Related ${i}</span></a></div>`)}</aside>`;
  const footer = `<footer>${repeated(bytes * 0.05, (i) => `<a class="foot" href="/legal/${i}">Legal ${i}</a> `)}</footer>`;
  const html = `<html><head><title>Mitosis</title>${style}${script}</head><body><div class="layout"><header>${nav}</header><main>${article}${aside}</main>${footer}</div></body></html>`;
  return html.length < bytes ? html.replace('</footer>', `${'<span class="pad"></span>'.repeat(Math.ceil((bytes - html.length) / 25))}</footer>`) : html;
}

interface Row {
  page: string;
  bytes: number;
  textChars: number;
  passages: number;
  readerMs: number;
  paced: number;
  unpaced: number;
  embedded?: number;
}

async function serve(pages: Map<string, string>): Promise<{ server: Server; base: string; sentAt: Map<string, number> }> {
  const sentAt = new Map<string, number>();
  const server = createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body, () => sentAt.set(req.url!, performance.now()));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sentAt };
}

export async function runLinkPages(withEmbeddings: boolean): Promise<{ table: string; notes: string }> {
  const shapes: [string, string, string][] = [
    ['typical 1 MB page (markup, scripts, chrome)', '/typical-1mb', typicalPage(MB)],
    ['1 MB article of tests/e2e (dense paragraphs)', '/article-1mb', denseArticle(MB)],
    ['1 MB of sibling <p> (the review’s shape)', '/siblings-1mb', siblingPage(MB)],
    ['2 MB of sibling <p>', '/siblings-2mb', siblingPage(2 * MB)],
  ];
  const links = await serve(new Map(shapes.map(([, path, html]) => [path, html])));
  const ddb = await startDynamoLocal();
  const queues = await startLocalQueues();
  const sim = await startProviderSim({ links: { embed: 'openai' }, embeddingDims: 1024 });
  const base = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pages-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10',
    DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-pages', SQS_ENDPOINT: queues.endpoint, SOURCE_QUEUE_URL: queues.urls.sources,
    S3_ENDPOINT: queues.endpoint, SOURCES_BUCKET: queues.sourcesBucket, LIMIT_WRITES_PER_MIN: '100000', SOURCE_FETCH_ALLOW_LOOPBACK: 'true',
    LOCAL_STORE_ACCESS_KEY_ID: queues.credentials.accessKeyId, LOCAL_STORE_SECRET_ACCESS_KEY: queues.credentials.secretAccessKey,
  };
  const plain = createDeps(loadConfig(base));
  // Every embedding setting at its default but the endpoint: the pace a person gets.
  const embedding = createDeps(loadConfig({ ...base, NOTEBOOK_EMBEDDING_API_KEY: 'bench', NOTEBOOK_EMBEDDING_BASE_URL: sim.baseUrl('embed') }), { db: plain.db });
  try {
    await ensureTable(plain.db.client, 'bench-pages');
    const session = await signup(plain, { email: 'bench@pages.test', password: 'Bench-password-1', displayName: 'Bench' });
    const ctx: Ctx = { deps: plain, actor: { userId: session.user.id } };
    let run = 0;
    const fetchToReady = async (deps: Deps, path: string, ports: WorkerPorts) => {
      const c: Ctx = { deps, actor: ctx.actor };
      const page = await createPage(c, { title: `${path} ${++run}` });
      const url = `${links.base}${path}?run=${run}`;
      const added = await addSource(c, { page: page.id, kind: 'LINK', url });
      // A piece that runs out of its invocation's time queues the next one: here it runs at once.
      for (let more = true; more; ) {
        more = false;
        await ingest(deps, { ...ports, continueLater: async () => void (more = true) }, { userId: ctx.actor.userId, sourceId: added.id });
      }
      const done = performance.now();
      const row = (await Sources(deps.db).get({ userId: ctx.actor.userId, pageId: pageOfSource(added.id)!, sourceId: added.id }).go({ consistent: true })).data!;
      if (row.status !== 'READY') throw new Error(`${path} ended ${row.status}: ${row.reason}`);
      return { ms: done - links.sentAt.get(`${path}?run=${run}`)!, chunks: row.chunkCount };
    };
    const rows: Row[] = [];
    for (const [label, path, html] of shapes) {
      const t0 = performance.now();
      const main = await htmlMainText(html);
      if ('reason' in main) throw new Error(`${path}: ${main.reason}`);
      const cut = await passagesOf([{ text: main.text }]);
      const readerMs = performance.now() - t0;
      if ('reason' in cut) throw new Error(`${path}: ${cut.reason}`);
      const paced = await fetchToReady(plain, path, {});
      const unpaced = await fetchToReady(plain, path, { writeUnitsPerSecond: 1e9 });
      const embedded = withEmbeddings ? await fetchToReady(embedding, path, { embedder: embedderFor(embedding.config) }) : undefined;
      rows.push({ page: label, bytes: html.length, textChars: cut.chunks.reduce((n, c) => n + c.text.length, 0), passages: paced.chunks, readerMs, paced: paced.ms, unpaced: unpaced.ms, ...(embedded ? { embedded: embedded.ms } : {}) });
      console.log(`${label}: ${(paced.ms / 1000).toFixed(1)} s`);
    }
    const s = (v?: number) => (v === undefined ? '—' : (v / 1000).toFixed(1));
    const e = embedding.config.embeddings;
    const table = [
      '| page | HTML bytes | text characters | passages | reader alone s (thread + normalise + chunk) | fetch → READY s, as `npm start` (no embeddings) | same, writes unpaced | with embeddings at the default pace |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.page} | ${r.bytes.toLocaleString('en')} | ${r.textChars.toLocaleString('en')} | ${r.passages} | ${s(r.readerMs)} | ${s(r.paced)} | ${s(r.unpaced)} | ${s(r.embedded)} |`),
    ].join('\n');
    const notes = `Writes are paced at PARTITION_WRITE_UNITS_PER_S (a transactional put costs 2 units a KB), so a page's paced time grows with its text, not its markup. The embedding column uses the configuration's defaults (${e.requestsPerSecond} requests a second, ${e.batchTokens.toLocaleString('en')} estimated tokens and ${e.batchInputs} inputs a request) against the provider simulator, which answers at once: that column is the pace.`;
    return { table, notes };
  } finally {
    plain.db.client.destroy();
    await sim.close();
    await queues.stop();
    await ddb.stop();
    await new Promise((ok) => links.server.close(ok));
  }
}
