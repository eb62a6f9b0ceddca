import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { CONSISTENT, type TxItem } from '../../util/tx';
import type { SourceSummary } from './summary';
import { PageSources, Sources, type SourceRow } from './entity';
import { pageOfSource } from './ids';
import { describeReason } from './reasons';

/** The source, or NOT_FOUND — for another user's id too (the key is the actor's), and for one being deleted. */
export async function loadSource(ctx: Ctx, id: string): Promise<SourceRow> {
  const pageId = pageOfSource(id);
  const row = pageId ? ((await Sources(ctx.deps.db).get({ userId: ctx.actor.userId, pageId, sourceId: id }).go(CONSISTENT)).data as SourceRow | null) : null;
  if (!row || row.status === 'DELETING') throw AppError.notFound(`Source ${id}`);
  return row;
}

export async function pageSourceRows(ctx: Ctx, pageId: string): Promise<SourceRow[]> {
  const res = await Sources(ctx.deps.db).query.primary({ userId: ctx.actor.userId, pageId }).go({ pages: 'all', ...CONSISTENT });
  return res.data as SourceRow[];
}

/** How many sources the page holds, as read (0 before its first). */
export async function sourceCount(ctx: Ctx, pageId: string): Promise<number> {
  return (await PageSources(ctx.deps.db).get({ userId: ctx.actor.userId, pageId }).go(CONSISTENT)).data?.count ?? 0;
}

/**
 * Count one more source on the page, only if the count is still what was read: two adds
 * racing for the 20th place cannot both win. Bumps the page's source version too.
 */
export function takeSlot(ctx: Ctx, pageId: string, read: number): TxItem {
  return {
    Update: PageSources(ctx.deps.db)
      .update({ userId: ctx.actor.userId, pageId })
      .add({ count: 1, version: 1 })
      .where((a, op) => (read === 0 ? `${op.notExists(a.count)} OR ${op.eq(a.count, 0)}` : op.eq(a.count, read)))
      .params(),
  };
}

/** Any change to a page's sources (read, failed, deleted) moves its version: cached vectors are stale. */
export function bumpSources(ctx: Ctx, pageId: string, removed = 0): TxItem {
  const update = PageSources(ctx.deps.db).update({ userId: ctx.actor.userId, pageId }).add({ version: 1 });
  return { Update: (removed ? update.subtract({ count: removed }) : update).params() };
}

export function toSummary(row: SourceRow): SourceSummary {
  return {
    id: row.sourceId,
    kind: row.kind,
    title: row.title,
    status: row.status,
    ...(row.reason ? withReason(row.reason) : {}),
    chunkCount: row.chunkCount,
    ...(row.pagesRead !== undefined ? { pagesRead: row.pagesRead } : {}),
    ...(row.chunksEmbedded !== undefined && row.vectorModel ? { chunksEmbedded: row.chunksEmbedded } : {}),
    ...(row.url ? { url: row.url } : {}),
    createdAt: row.createdAt,
  };
}

/** `reason` as it always was (English), with its stable code and both languages' texts (reasons.ts). */
function withReason(reason: string): Pick<SourceSummary, 'reason' | 'reasonCode' | 'reasonText'> {
  const { code, text } = describeReason(reason);
  return { reason, reasonCode: code, reasonText: text };
}
