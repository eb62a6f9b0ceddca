/**
 * One tutor question in a fresh process, as a cold API Lambda would serve it: the app composed
 * from the environment the parent hands over, `POST /notebook/pages/{id}/ask` with the person's
 * token, then one JSON line: status, time, the retrieval's mode and the process's peak memory
 * (the kernel's high-water mark of RSS, VmHWM; RSS and V8's heap sampled every 10 ms). Started
 * by bench/textbook.ts, bundled as SST bundles a Lambda: the code measured is the code deployed.
 */
import { readFileSync } from 'node:fs';
import { composeApp } from '../functions/compose';
import { retrieve } from '../core/notebook/sources/retrieve';

const { PAGE_ID, TOKEN, USER_ID, QUESTION } = process.env as Record<string, string>;
if (!PAGE_ID || !TOKEN || !USER_ID || !QUESTION) throw new Error('bench/textbook-question.ts is started by bench/textbook.ts');
const { app, deps } = composeApp(process.env, () => '127.0.0.1');
let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const sample = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);
const baseRss = process.memoryUsage().rss;
const t0 = performance.now();
const res = await app.request(`/notebook/pages/${PAGE_ID}/ask`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ message: QUESTION }) });
const askMs = performance.now() - t0;
const body = (await res.json()) as { citations?: unknown[] };
// The same retrieval alone, to report which mode answered (the ask's own is inside the tutor).
const r0 = performance.now();
const { mode } = await retrieve({ deps, actor: { userId: USER_ID } }, PAGE_ID, QUESTION, 6);
const retrieveMs = performance.now() - r0;
clearInterval(sample);
/** The process's peak resident memory as the kernel counts it (Linux), which no sampling misses. */
const hwmKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
const hwm = Math.max(hwmKb * 1024, peakRss);
process.stdout.write(`${JSON.stringify({ status: res.status, askMs, retrieveMs, mode, citations: body.citations?.length ?? 0, baseRss, peakRss, hwm, peakHeap })}\n`);
deps.db.client.destroy();
process.exit(0);
