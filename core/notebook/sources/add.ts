import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { AppError } from '../../errors';
import { sendSourceJob } from '../../queue/source-queue';
import { presignPut } from '../../storage/s3';
import { command } from '../../util/fn';
import { retryOnConflict, transact, type TxItem } from '../../util/tx';
import { resolvePage } from '../naming';
import { bumpPage } from '../store';
import { Sources, SourceTexts, type SourceKind, type SourceRow } from './entity';
import { newSourceId, uploadKey } from './ids';
import { MAX_SOURCES_PER_PAGE, QUEUED_DEADLINE_MS, REASONS, UPLOAD_URL_TTL_S } from './limits';
import { loadSource, sourceCount, takeSlot } from './rows';
import { AddSourceInput, SourceIdInput, StartUploadInput } from './schema';
import { textParts } from './store';

/** A link's title until its page says otherwise: the host and path, as a person would write it. */
function linkTitle(url: string): string {
  const u = new URL(url);
  return `${u.host}${u.pathname === '/' ? '' : u.pathname}`.slice(0, 200);
}

/**
 * Store a PENDING source in one transaction with its slot on the page (≤ 20, counted under a
 * condition) and the page's bump (a concurrent page delete sweeps it; a deleted page fails the
 * bump and the re-read answers NOT_FOUND). `extra` carries a TEXT source's words.
 */
async function store(ctx: Ctx, ref: string, source: { kind: SourceKind; title: string; url?: string; bytes?: number }, deadlineMs: number, extra: (sourceId: string) => TxItem[] = () => []) {
  return retryOnConflict(async () => {
    const { page } = await resolvePage(ctx, ref);
    const count = await sourceCount(ctx, page.pageId);
    if (count >= MAX_SOURCES_PER_PAGE) throw new AppError('CONFLICT', `A page holds at most ${MAX_SOURCES_PER_PAGE} sources; "${page.title}" is full — delete one or use a sub-page`);
    const now = ctx.deps.clock.now();
    const sourceId = newSourceId(page.pageId);
    const row: SourceRow = {
      pageId: page.pageId,
      sourceId,
      ...source,
      ...(source.kind === 'PDF' ? { objectKey: uploadKey(ctx.actor.userId, sourceId) } : {}),
      status: 'PENDING',
      chunkCount: 0,
      deadlineAt: now.getTime() + deadlineMs,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const put: TxItem = { Put: Sources(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() };
    await transact(ctx.deps.db, [put, takeSlot(ctx, page.pageId, count), bumpPage(ctx, page.pageId), ...extra(sourceId)]);
    return row;
  });
}

/** Queue the read; a send that fails leaves no source waiting for a message that will never come. */
async function queue(ctx: Ctx, row: SourceRow): Promise<{ id: string; status: 'PENDING' | 'FAILED' }> {
  try {
    await sendSourceJob(ctx.deps, { userId: ctx.actor.userId, sourceId: row.sourceId });
    return { id: row.sourceId, status: 'PENDING' };
  } catch (err) {
    ctx.deps.log.error('source not queued', { sourceId: row.sourceId, errorName: (err as Error)?.name });
    await Sources(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, pageId: row.pageId, sourceId: row.sourceId })
      .set({ status: 'FAILED', reason: REASONS.neverQueued, updatedAt: ctx.deps.clock.now().toISOString() })
      .where((a, op) => op.eq(a.status, 'PENDING'))
      .go({ response: 'none' })
      .catch(() => undefined);
    return { id: row.sourceId, status: 'FAILED' };
  }
}

/**
 * POST /notebook/pages/{id}/sources (TEXT or LINK) → 202: stored and queued; the worker reads
 * it (never this request: ingestion can take a minute and must not die with a client).
 */
export const addSource = command(AddSourceInput, async (ctx: Ctx, input) => {
  const row =
    input.kind === 'TEXT'
      ? await store(ctx, input.page, { kind: 'TEXT', title: input.title }, QUEUED_DEADLINE_MS, (sourceId) =>
          textParts(input.text).map((text, part) => ({ Put: SourceTexts(ctx.deps.db).create({ userId: ctx.actor.userId, sourceId, part, text }).params() })),
        )
      : await store(ctx, input.page, { kind: 'LINK', title: linkTitle(input.url), url: input.url }, QUEUED_DEADLINE_MS);
  return queue(ctx, row);
});

/**
 * POST …/sources/uploads → 201 a presigned PUT for exactly `bytes` bytes of PDF: the file goes
 * straight to S3, never through a Lambda body (API Gateway caps those at 10 MB).
 */
export const startUpload = command(StartUploadInput, async (ctx: Ctx, input) => {
  const row = await store(ctx, input.page, { kind: 'PDF', title: input.title, bytes: input.bytes }, (UPLOAD_URL_TTL_S * 1000) + QUEUED_DEADLINE_MS);
  const { url, headers } = await presignPut(ctx.deps, row.objectKey!, input.bytes, 'application/pdf', UPLOAD_URL_TTL_S);
  return { id: row.sourceId, status: row.status, uploadUrl: url, headers, expiresAt: new Date(ctx.deps.clock.now().getTime() + UPLOAD_URL_TTL_S * 1000).toISOString() };
});

/**
 * POST /notebook/sources/{id}/uploaded → 202: the client says the PUT finished; queue the read.
 * Repeating it is harmless: only the first confirm queues (stamped on condition), so a
 * double click or a retrying client starts one read, not several racing over one source.
 */
export const confirmUpload = command(SourceIdInput, async (ctx: Ctx, { id }) => {
  const row = await loadSource(ctx, id);
  if (row.kind !== 'PDF') throw new AppError('CONFLICT', 'Only an uploaded PDF is confirmed; this source was queued when it was added');
  if (row.status === 'FAILED') throw new AppError('CONFLICT', `This upload failed (${row.reason}); add the PDF again`);
  if (row.status !== 'PENDING' || row.confirmedAt) return { id, status: row.status };
  const now = ctx.deps.clock.now();
  try {
    await Sources(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, pageId: row.pageId, sourceId: id })
      .set({ confirmedAt: now.toISOString(), deadlineAt: now.getTime() + QUEUED_DEADLINE_MS, updatedAt: now.toISOString() })
      .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.notExists(a.confirmedAt)}`)
      .go({ response: 'none' });
  } catch (err) {
    // Another confirm queued it, or a worker or a delete moved it meanwhile: report where it is now.
    if (!isConditionFailed(err)) throw err;
    return { id, status: (await loadSource(ctx, id)).status };
  }
  return queue(ctx, row);
});
