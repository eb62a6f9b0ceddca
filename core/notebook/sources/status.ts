import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { Sources, type SourceRow } from './entity';
import { REASONS } from './limits';

/**
 * A source waiting past its deadline is FAILED from the next read on, never "processing"
 * forever (open-notebook #260): a queued one no worker took (the send was lost), a READING one
 * whose worker died on every receive, an upload never confirmed. The write is conditioned on
 * the state read, so a worker that finishes at the same moment wins.
 */
export async function settleStale(ctx: Ctx, rows: SourceRow[]): Promise<SourceRow[]> {
  const now = ctx.deps.clock.now().getTime();
  return Promise.all(
    rows.map(async (row) => {
      if ((row.status !== 'PENDING' && row.status !== 'READING') || row.deadlineAt === undefined || row.deadlineAt > now) return row;
      const reason = row.status === 'READING' ? REASONS.stuck : row.kind === 'PDF' && !row.confirmedAt ? REASONS.notArrived : REASONS.neverQueued;
      const failed: SourceRow = { ...row, status: 'FAILED', reason, updatedAt: new Date(now).toISOString() };
      try {
        await Sources(ctx.deps.db)
          .patch({ userId: ctx.actor.userId, pageId: row.pageId, sourceId: row.sourceId })
          .set({ status: 'FAILED', reason, updatedAt: failed.updatedAt })
          .remove(['deadlineAt'])
          .where((a, op) => `${op.eq(a.status, row.status)} AND ${op.eq(a.deadlineAt, row.deadlineAt!)}`)
          .go({ response: 'none' });
        ctx.deps.log.warn('source given up after its deadline', { sourceId: row.sourceId, was: row.status });
        return failed;
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
        const fresh = (await Sources(ctx.deps.db).get({ userId: ctx.actor.userId, pageId: row.pageId, sourceId: row.sourceId }).go({ consistent: true })).data;
        return (fresh as SourceRow | null) ?? { ...row, status: 'DELETING' };
      }
    }),
  );
}
