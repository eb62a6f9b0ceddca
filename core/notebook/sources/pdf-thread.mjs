// The PDF reader's thread side (core/notebook/sources/pdf.ts starts it). Plain JavaScript on
// purpose: a worker thread on Node 20 cannot load TypeScript (tsx's hooks do not reach it),
// and this file must run as it is locally and as part of a Lambda bundle.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/**
 * What the thread runs: this very module. Locally that is this file; in a Lambda bundle
 * esbuild has inlined it, so `import.meta.url` is the bundle itself (no worker file to ship
 * or lose), and the gate below stops the thread before the bundle's entry would run.
 */
export const pdfThreadUrl = import.meta.url;
export const PDF_THREAD_ROLE = 'beyou-pdf-reader';

const send = (message) => parentPort.postMessage(message);

/**
 * Decoded streams are typed arrays, which V8's heap limit does not count. Where pdf.js decodes
 * in plain JavaScript (RunLengthDecode, LZW) it fills one Uint8Array that it doubles, inside
 * one synchronous call: a 1 KB file grew this thread to 1.4 GB in 60 s, and no timer could
 * run meanwhile. So an allocation over the budget is refused at the constructor, and the
 * parent hears why before pdf.js swallows the error. Native decompression (FlateDecode: 27 KB
 * unpacks to 2 GB) arrives in chunks between turns, so a watchdog reads the thread's total.
 */
function capTypedArrays(maxBytes) {
  const Real = globalThis.Uint8Array;
  globalThis.Uint8Array = new Proxy(Real, {
    construct(target, args, newTarget) {
      if (typeof args[0] === 'number' && args[0] > maxBytes) {
        send({ over: 'decoded' });
        throw new RangeError('the PDF reader refused a buffer over its budget');
      }
      return Reflect.construct(target, args, newTarget);
    },
  });
  setInterval(() => {
    if (process.memoryUsage().arrayBuffers > maxBytes) send({ over: 'decoded' });
  }, 25).unref();
}

/** A page's text as pdf.js streams it, counted as it comes: `false` once over the budget. */
async function pageText(page, room) {
  let text = '';
  const reader = page.streamTextContent().getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    for (const item of chunk.value.items) if (item.str != null) text += item.str + (item.hasEOL ? '\n' : '');
    // No cancel: the parent ends the thread as soon as it hears, whatever pdf.js is doing.
    if (text.length > room) return false;
  }
  return text;
}

async function read({ bytes, maxPages, maxChars, maxBufferBytes }) {
  capTypedArrays(maxBufferBytes);
  // A broken file can throw or reject inside pdf.js where no caller awaits: still just unreadable.
  process.on('unhandledRejection', () => send({ unreadable: true }));
  process.on('uncaughtException', () => send({ unreadable: true }));
  let doc;
  try {
    // verbosity 0: pdf.js would otherwise print warnings about the file to the log.
    doc = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch {
    return send({ unreadable: true });
  }
  // The page count comes from the file's own tree: refused before a page is opened.
  if (doc.numPages > maxPages) return send({ over: 'pages' });
  const pages = [];
  let chars = 0;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await pageText(page, maxChars - chars);
      if (text === false) return send({ over: 'text' });
      chars += text.length;
      pages.push(text);
      page.cleanup();
    }
  } catch {
    return send({ unreadable: true });
  }
  send({ pages });
}

if (!isMainThread && workerData?.role === PDF_THREAD_ROLE) {
  await read(workerData);
  // Parked until the parent terminates the thread: in a bundle, what follows this module
  // (the function's entry, its secrets and clients) must never start here.
  await new Promise(() => {});
}
