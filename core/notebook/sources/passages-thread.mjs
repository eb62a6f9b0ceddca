// The passages thread (core/notebook/sources/passages.ts starts it through thread.ts): a large
// source's text normalised and cut into chunks away from the process's event loop. Plain
// JavaScript so that a worker thread runs it as it is, locally and inside a Lambda bundle
// (pdf-thread.mjs says how the same module is found in both).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { chunkPagesUpTo } from './chunk-pages.mjs';
import { normaliseText } from './normalise-text.mjs';

export const passagesThreadUrl = import.meta.url;
export const PASSAGES_THREAD_ROLE = 'beyou-passage-cutter';

/** Each page normalised, then chunked, stopping just past `max` chunks (chunk-pages.mjs). */
export function cutPassages(pages, max) {
  return chunkPagesUpTo(
    pages.map((p) => ({ ...p, text: normaliseText(p.text) })),
    max,
  );
}

if (!isMainThread && workerData?.role === PASSAGES_THREAD_ROLE) {
  let answer;
  try {
    answer = { chunks: cutPassages(workerData.pages, workerData.max) };
  } catch (err) {
    answer = { failed: String(err?.message ?? err) };
  }
  parentPort.postMessage(answer);
  // Parked until the parent ends the thread (pdf-thread.mjs: the rest of a bundle never starts here).
  await new Promise(() => {});
}
