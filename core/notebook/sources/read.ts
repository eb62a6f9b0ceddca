import type { LookupFunction } from 'node:net';
import type { Ctx } from '../../context';
import { readObject } from '../../storage/s3';
import type { SourcePage } from './chunk';
import type { SourceRow } from './entity';
import { fetchLink, type LinkBody } from './fetch-link';
import { decodeText, htmlMainText, sniffCharset } from './html';
import { MAX_PDF_BYTES, REASONS } from './limits';
import { pdfPages, type PdfBudget } from './pdf';
import { readText } from './store';

/** Pages as read, not yet normalised: the worker normalises and chunks them (passages.ts), off the event loop when large. */
export type ReadResult = { pages: SourcePage[]; title?: string } | { reason: string };

const whole = (text: string): ReadResult => ({ pages: [{ text }] });

async function fromLink(body: LinkBody, pdfBudget?: PdfBudget): Promise<ReadResult> {
  if (body.type === 'pdf') return pdfPages(body.body, pdfBudget);
  const text = decodeText(body.body, body.charset ?? (body.type === 'html' ? sniffCharset(body.body) : undefined));
  if (body.type === 'text') return whole(text);
  const main = await htmlMainText(text);
  if ('reason' in main) return main;
  const read = whole(main.text);
  return 'pages' in read && main.title ? { ...read, title: main.title.slice(0, 200) } : read;
}

/** A source's text as pages, or the reason it cannot be read. Runs in the worker only. */
export async function readSource(ctx: Ctx, row: SourceRow, lookup?: LookupFunction, pdfBudget?: PdfBudget): Promise<ReadResult> {
  if (row.kind === 'TEXT') {
    const text = await readText(ctx, row.sourceId);
    return text === undefined ? { reason: REASONS.noText } : whole(text);
  }
  if (row.kind === 'LINK') {
    const got = await fetchLink(row.url!, { allowLoopback: ctx.deps.config.sources.allowLoopback, ...(lookup ? { lookup } : {}) });
    return got.ok ? fromLink(got, pdfBudget) : { reason: got.reason };
  }
  const file = await readObject(ctx.deps, row.objectKey!, MAX_PDF_BYTES);
  if (!file) return { reason: REASONS.notArrived };
  if ('tooLarge' in file) return { reason: REASONS.tooLarge };
  return pdfPages(file.bytes, pdfBudget);
}
