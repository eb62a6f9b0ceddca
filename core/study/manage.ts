import type { Ctx } from '../context';
import { findPage } from '../notebook/naming';
import { loadTree } from '../notebook/store';
import { deleteKeys } from '../users/partition';
import { command } from '../util/fn';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { editQueueBlock } from './edit';
import { StudySessions } from './entity';
import { reseat } from './laps';
import { type CycleReach, loadCycle, stillActive, withinOf } from './naming';
import { NEXT } from './planner';
import { CycleRefInput } from './schema';
import { EditBlockInput } from './sessions-schema';
import { deleteCycleItem, updateCycleItem } from './store';
import { toCycleView, type CycleView } from './view';

/**
 * PATCH one block by its queue number (edit.ts `editQueueBlock`); a concept named by title is
 * resolved first. Re-seating keeps the lap's credit and drops a pinned NEXT the block no
 * longer has (made TIME, or given a page of its own).
 */
const editBlockIn = (reach: CycleReach) =>
  command(EditBlockInput, (ctx: Ctx, { cycle: ref, n, mode, concept }): Promise<CycleView> =>
    retryOnConflict(async () => {
      const [pages, loaded] = await Promise.all([loadTree(ctx), loadCycle(ctx, ref, reach)]);
      const cycle = stillActive(loaded.cycle, 'edited');
      const conceptId = concept === undefined || concept === NEXT ? concept : findPage(pages, concept, 'concept').pageId;
      const queue = editQueueBlock(cycle.queue, { n, mode, concept: conceptId }, withinOf(pages));
      const { state: lap } = reseat(cycle.queue, queue, cycle.lap);
      await transact(ctx.deps.db, [updateCycleItem(ctx, cycle, { queue, lap })]);
      return toCycleView({ ...cycle, queue, lap }, pages);
    }),
  );

/**
 * Archive: the cycle leaves the active set (its pages may join another cycle; its name is
 * free again) and stops answering to names, and to ids for the agent; its laps and sessions
 * stay, in the export and by id on REST. Archiving it again is refused (409): it would move
 * `archivedAt`, the one record of when it was set aside.
 */
const archiveCycleIn = (reach: CycleReach) =>
  command(CycleRefInput, (ctx: Ctx, { cycle: ref }): Promise<CycleView> =>
    retryOnConflict(async () => {
      const [pages, loaded] = await Promise.all([loadTree(ctx), loadCycle(ctx, ref, reach)]);
      const cycle = stillActive(loaded.cycle, 'archived again');
      const archivedAt = ctx.deps.clock.now().toISOString();
      await transact(ctx.deps.db, [updateCycleItem(ctx, cycle, { status: 'ARCHIVED', archivedAt })]);
      return toCycleView({ ...cycle, status: 'ARCHIVED', archivedAt }, pages);
    }),
  );

/** The ids of the sessions logged into a cycle: what deleting it takes along (and its approval counts). */
export async function cycleSessionIds(ctx: Ctx, cycleId: string): Promise<string[]> {
  const sessions = await StudySessions(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId })
    .where((a, op) => op.eq(a.cycleId, cycleId))
    .go({ pages: 'all', attributes: ['sessionId'], ...CONSISTENT });
  return sessions.data.map((s) => s.sessionId!);
}

/**
 * Delete a cycle and its history: the sessions logged into it go too (archiving is the way to
 * keep them). The cycle goes first, at the version read, so a session logged meanwhile either
 * committed before (and is swept here) or re-reads and finds no cycle (stored, crediting
 * nothing). Timer cycles that credited it stay: they are Focus Mode's record. An archived
 * cycle is deleted the same way (by id on REST): otherwise it would stay forever.
 */
const deleteCycleIn = (reach: CycleReach) =>
  command(CycleRefInput, (ctx: Ctx, { cycle: ref }): Promise<{ deleted: string; sessionsDeleted: number }> =>
    retryOnConflict(async () => {
      const { cycle } = await loadCycle(ctx, ref, reach);
      await transact(ctx.deps.db, [deleteCycleItem(ctx, cycle)]);
      const entity = StudySessions(ctx.deps.db);
      const keys = (await cycleSessionIds(ctx, cycle.cycleId)).map((sessionId) => entity.delete({ userId: ctx.actor.userId, sessionId }).params().Key as { pk: string; sk: string });
      await deleteKeys(ctx.deps.db, keys);
      return { deleted: cycle.cycleId, sessionsDeleted: keys.length };
    }),
  );

// REST routes reach an archived cycle by id (read and delete it; a change is 409); the agent's
// tools reach active cycles only (seeds). naming.ts `CycleReach` says why.
export const editBlock = editBlockIn('OWN');
export const editActiveBlock = editBlockIn('ACTIVE');
export const archiveCycle = archiveCycleIn('OWN');
export const archiveActiveCycle = archiveCycleIn('ACTIVE');
export const deleteCycle = deleteCycleIn('OWN');
export const deleteActiveCycle = deleteCycleIn('ACTIVE');
