// The page reader's thread side (core/notebook/sources/html.ts starts it through thread.ts).
// Plain JavaScript so that a worker thread runs it as it is, locally and inside a Lambda
// bundle (pdf-thread.mjs says how the same module is found in both).
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { blockText, withinShape } from './dom-walk.mjs';

export const htmlThreadUrl = import.meta.url;
export const HTML_THREAD_ROLE = 'beyou-page-reader';

/** The body's text without what is never reading matter (scripts, styles) nor, on request, the page's chrome. */
function bodyText(document, withoutChrome) {
  for (const junk of document.querySelectorAll(`script, style, noscript, template${withoutChrome ? ', nav, header, footer, aside, form' : ''}`)) junk.remove();
  return document.body ? blockText(document.body) : '';
}

/**
 * A page's main text (Readability, on linkedom's DOM: no browser, no scripts run) and its
 * title. Navigation, footers and ads are what Readability leaves out; a page it cannot make
 * an article of gives its body text instead of nothing. Readability's work on linkedom grows
 * faster than the page for some shapes (1,000 nested divs took it 27 s): a page past
 * `readable` (elements, depth) gets its body text, minus navigation, header, footer and
 * asides, in one pass instead. Every step here is then linear in the page, but one: the parser
 * under linkedom (htmlparser2) is quadratic in the nesting depth, which the thread's clock bounds.
 */
export function mainText(html, readable) {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() || undefined;
  if (document.documentElement && !withinShape(document.documentElement, readable)) return { title, text: bodyText(document, true) };
  // The serializer hands back the article's DOM node itself: no HTML string to parse again.
  const article = new Readability(document, { serializer: (node) => node }).parse();
  // Readability has rearranged the document: the fallback parses the page afresh.
  const text = article?.content ? blockText(article.content) : bodyText(parseHTML(html).document, false);
  return { title: article?.title?.trim() || title, text };
}

if (!isMainThread && workerData?.role === HTML_THREAD_ROLE) {
  let answer;
  try {
    answer = mainText(workerData.html, workerData.readable);
  } catch {
    answer = { failed: true };
  }
  parentPort.postMessage(answer);
  // Parked until the parent ends the thread (pdf-thread.mjs: the rest of a bundle never starts here).
  await new Promise(() => {});
}
