import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testDeps } from '../../../support/deps';
import { testApi } from '../../../support/http';
import { page, student } from '../helpers';

/** Local stand-ins of Tavily's search API and Gemini's generateContent with Google Search, on loopback. */
const calls: { path: string; headers: IncomingMessage['headers']; body: any }[] = [];
let answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: {} };
const server = createServer((req, res) => {
  const parts: Buffer[] = [];
  req.on('data', (c: Buffer) => parts.push(c));
  req.on('end', () => {
    calls.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(parts).toString() || '{}') });
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  calls.length = 0;
});

const tavily = testApi(testDeps({ SOURCE_DISCOVERY: 'tavily', TAVILY_API_KEY: 'tvly-test', SOURCE_DISCOVERY_BASE_URL: base }));
const gemini = testApi(testDeps({ SOURCE_DISCOVERY: 'gemini', GEMINI_API_KEY: 'gem-test', SOURCE_DISCOVERY_BASE_URL: `${base}/v1beta`, SOURCE_DISCOVERY_MODEL: 'gemini-2.5-flash' }));
const off = testApi(testDeps());

describe('source discovery (C10): suggested links, outside the chain, off by default', () => {
  it('is off unless SOURCE_DISCOVERY is set: 404, and nothing is called', async () => {
    const s = await student(off);
    const p = await page(s, 'Biology');
    const res = await s.call('POST', `/notebook/pages/${p.id}/sources/discover`, {});
    expect(res.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('Tavily: its own key and host; the page and its topic are the query; http(s) links only, deduplicated', async () => {
    answer = {
      status: 200,
      body: {
        results: [
          { title: 'Mitochondria - Khan Academy', url: 'https://www.khanacademy.org/mito', content: '  The powerhouse\nof the cell.  ', score: 0.9 },
          { title: 'Duplicate', url: 'https://www.khanacademy.org/mito', content: 'again' },
          { title: 'Not a web link', url: 'javascript:alert(1)', content: 'x' },
          { url: 'https://en.wikipedia.org/wiki/Mitochondrion', content: 'An organelle.' },
        ],
      },
    };
    const s = await student(tavily);
    const topic = await page(s, 'Biology');
    const p = await page(s, 'Mitochondria', topic.id);
    const res = await s.ok('POST', `/notebook/pages/${p.id}/sources/discover`, {}, 200);
    expect(res).toEqual({
      items: [
        { title: 'Mitochondria - Khan Academy', url: 'https://www.khanacademy.org/mito', snippet: 'The powerhouse of the cell.' },
        { title: 'en.wikipedia.org', url: 'https://en.wikipedia.org/wiki/Mitochondrion', snippet: 'An organelle.' },
      ],
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/search', headers: expect.objectContaining({ authorization: 'Bearer tvly-test' }), body: { query: 'Mitochondria (Biology)', max_results: 5 } });
    // Nothing was added: suggestions only.
    expect((await s.ok('GET', `/notebook/pages/${p.id}/sources`)).items).toEqual([]);
    // A query of the person's own is used as given.
    await s.ok('POST', `/notebook/pages/${p.id}/sources/discover`, { query: 'ATP synthase' }, 200);
    expect(calls[1]!.body.query).toBe('ATP synthase');
  });

  it('Gemini with Google Search: the grounding chunks are the links, the supported text their snippets', async () => {
    answer = {
      status: 200,
      body: {
        candidates: [
          {
            content: { parts: [{ text: 'Here are pages.' }] },
            groundingMetadata: {
              groundingChunks: [{ web: { uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc', title: 'britannica.com' } }, { web: { uri: 'https://biology.example.org/cells', title: 'Cell biology' } }],
              groundingSupports: [{ segment: { text: 'Britannica explains the cell.' }, groundingChunkIndices: [0] }, { segment: { text: 'A course on cells.' }, groundingChunkIndices: [1, 0] }],
            },
          },
        ],
      },
    };
    const s = await student(gemini);
    const p = await page(s, 'The cell');
    const res = await s.ok('POST', `/notebook/pages/${p.id}/sources/discover`, {}, 200);
    expect(res.items).toEqual([
      { title: 'britannica.com', url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc', snippet: 'Britannica explains the cell.' },
      { title: 'Cell biology', url: 'https://biology.example.org/cells', snippet: 'A course on cells.' },
    ]);
    expect(calls[0]).toMatchObject({ path: '/v1beta/models/gemini-2.5-flash:generateContent', headers: expect.objectContaining({ 'x-goog-api-key': 'gem-test' }), body: { tools: [{ google_search: {} }] } });
    expect(JSON.stringify(calls[0]!.body.contents)).toContain('The cell');
  });

  it('a service over its quota answers 503 AI_UNAVAILABLE with Retry-After; another user’s page is 404', async () => {
    answer = { status: 429, body: { detail: 'quota' }, headers: { 'retry-after': '42' } };
    const s = await student(tavily);
    const p = await page(s, 'Quota');
    const res = await s.call('POST', `/notebook/pages/${p.id}/sources/discover`, {});
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AI_UNAVAILABLE');
    expect(res.headers.get('retry-after')).toBe('42');
    const other = await student(tavily);
    expect((await other.call('POST', `/notebook/pages/${p.id}/sources/discover`, {})).status).toBe(404);
  });
});
