import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { resolvePage } from '../../notebook/naming';
import { bumpPage } from '../../notebook/store';
import { sendRoadmapJob } from '../../queue/roadmap-queue';
import { command } from '../../util/fn';
import { newId } from '../../util/ids';
import { CONSISTENT, transact } from '../../util/tx';
import type { PlannedNode } from './plan-rules';
import { DRAFT_RETENTION_S, RoadmapDrafts, type DraftStatus } from './roadmap-entity';
import { DraftIdInput, PlanInput } from './schema';
import { studyUnavailable } from './llm';
import { DRAFT_STALE_MS } from './budget';

export { DRAFT_STALE_MS };

export interface DraftView {
  id: string;
  pageId: string;
  status: DraftStatus;
  nodes: PlannedNode[];
  reason?: string;
  createdAt: string;
}

type DraftRow = { draftId: string; pageId: string; status: DraftStatus; nodes?: PlannedNode[]; reason?: string; createdAt: string };

const STALE_REASON = 'The draft took too long; ask for a new one.';

function toDraft(r: DraftRow, nowMs: number): DraftView {
  const stale = r.status === 'PENDING' && nowMs - Date.parse(r.createdAt) > DRAFT_STALE_MS;
  const status = stale ? 'FAILED' : r.status;
  const reason = stale ? STALE_REASON : r.reason;
  return { id: r.draftId, pageId: r.pageId, status, nodes: r.nodes ?? [], ...(reason ? { reason } : {}), createdAt: r.createdAt };
}

/**
 * POST …/roadmap-drafts (PLANNING, ≤ 12 nodes): the draft row first (PENDING, its page
 * bumped so a concurrent delete sweeps it), then ONE queue message; the worker writes it.
 * A message that cannot be sent leaves nothing pending: the draft is FAILED and the answer 503.
 */
export const requestRoadmap = command(PlanInput, async (ctx: Ctx, { page }): Promise<DraftView> => {
  const { page: row } = await resolvePage(ctx, page);
  const now = ctx.deps.clock.now();
  const draft: DraftRow = { draftId: newId('nbr'), pageId: row.pageId, status: 'PENDING', createdAt: now.toISOString() };
  const key = { userId: ctx.actor.userId, draftId: draft.draftId };
  const put = RoadmapDrafts(ctx.deps.db).create({ ...key, pageId: draft.pageId, status: 'PENDING', createdAt: draft.createdAt, updatedAt: draft.createdAt, expiresAt: Math.floor(now.getTime() / 1000) + DRAFT_RETENTION_S });
  await transact(ctx.deps.db, [{ Put: put.params() }, bumpPage(ctx, row.pageId)]);
  try {
    await sendRoadmapJob(ctx.deps, { userId: ctx.actor.userId, draftId: draft.draftId });
  } catch (err) {
    ctx.deps.log.error('roadmap job not queued', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
    await RoadmapDrafts(ctx.deps.db).patch(key).set({ status: 'FAILED', reason: 'The draft could not be started.', updatedAt: now.toISOString() }).go({ response: 'none' });
    throw studyUnavailable();
  }
  return toDraft(draft, now.getTime());
});

/** GET /notebook/roadmap-drafts/{id}: a primary-key read that never starts a call; clients poll it. */
export const getRoadmapDraft = command(DraftIdInput, async (ctx: Ctx, { id }): Promise<DraftView> => {
  const row = (await RoadmapDrafts(ctx.deps.db).get({ userId: ctx.actor.userId, draftId: id }).go(CONSISTENT)).data as DraftRow | null;
  if (!row) throw AppError.notFound(`Roadmap draft ${id}`);
  return toDraft(row, ctx.deps.clock.now().getTime());
});
