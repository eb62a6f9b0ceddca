import type { Deps } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { isAppError } from '../../errors';
import { parseRoadmapJob, type RoadmapJob } from '../../queue/roadmap-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { CONSISTENT } from '../../util/tx';
import { MIN_ATTEMPT_MS, type CallBudget } from '../chain';
import { ROADMAP_BUDGET, ROADMAP_WORKER_TIMEOUT_S, roadmapBudget } from './budget';
import { notebookLlm } from './llm';
import { NodesOutput } from './model-output';
import { ROADMAP_NODES_MAX, sanitizeNodes } from './plan-rules';
import { planningMaterial } from './planning';
import { studyPrompt } from './prompts';
import { RoadmapDrafts } from './roadmap-entity';
import type { Tutor } from './tutor';

/** How long a worker holds a draft: its whole invocation and a little more (a duplicate delivery waits it out). */
export const DRAFT_TAKE_MS = ROADMAP_WORKER_TIMEOUT_S * 1000 + 15_000;

/** The draft for this message, taken for this worker; undefined when there is nothing to do (written, or held). */
async function take(deps: Deps, job: RoadmapJob): Promise<{ pageId: string; until: number } | undefined> {
  const key = { userId: job.userId, draftId: job.draftId };
  const row = (await RoadmapDrafts(deps.db).get(key).go(CONSISTENT)).data;
  const now = deps.clock.now().getTime();
  if (!row || row.status !== 'PENDING' || (row.takenUntil ?? 0) > now) return undefined;
  const until = now + DRAFT_TAKE_MS;
  try {
    await RoadmapDrafts(deps.db)
      .patch(key)
      .set({ takenUntil: until })
      .where((a, op) => `${op.eq(a.status, 'PENDING')} AND (${op.notExists(a.takenUntil)} OR ${op.lt(a.takenUntil, now)})`)
      .go({ response: 'none' });
    return { pageId: row.pageId, until };
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/**
 * Write one roadmap draft (PLANNING: titles only, no passages; at most 12 nodes, edges only
 * to earlier nodes). A page deleted meanwhile or a model that cannot answer is a FAILED draft
 * with a reason, not an error to retry; only the table failing is (the message comes back).
 */
export async function writeRoadmap(deps: Deps, tutor: Tutor, job: RoadmapJob, budget: CallBudget = ROADMAP_BUDGET): Promise<void> {
  const taken = await take(deps, job);
  if (!taken) return;
  const ctx = { deps, actor: { userId: job.userId }, tutor };
  let result: { status: 'READY' | 'FAILED'; nodes?: ReturnType<typeof sanitizeNodes>; reason?: string };
  try {
    const m = await planningMaterial(ctx, taken.pageId);
    const prompt = studyPrompt({
      mode: 'PLANNING',
      context: m.context,
      data: m.data,
      task: `Draft a study roadmap for this page: at most ${ROADMAP_NODES_MAX} nodes in study order, each a short title, one sentence on why, and "after": the numbers of earlier nodes it builds on. Use the sub-pages not on the board yet where they fit; never repeat a node already on the board.`,
      shape: '{"nodes": [{"title": string, "why": string, "after": number[]}]}',
    });
    const nodes = await notebookLlm(ctx, tutor, { task: 'roadmap', prompt, schema: NodesOutput, budget, accept: (o) => {
      const kept = sanitizeNodes(o, m.known, ROADMAP_NODES_MAX);
      return kept.length ? kept : undefined;
    } });
    result = { status: 'READY', nodes };
  } catch (err) {
    if (!isAppError(err)) throw err;
    result = { status: 'FAILED', reason: err.code === 'NOT_FOUND' ? 'The page is gone.' : 'The tutor could not draft a roadmap right now; try again shortly.' };
  }
  try {
    await RoadmapDrafts(deps.db)
      .patch({ userId: job.userId, draftId: job.draftId })
      .set({ ...result, updatedAt: deps.clock.now().toISOString() })
      .remove(['takenUntil'])
      .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.eq(a.takenUntil, taken.until)}`)
      .go({ response: 'none' });
  } catch (err) {
    // Swept with its page meanwhile, or no longer this worker's: nothing to write.
    if (!isConditionFailed(err)) throw err;
  }
}

/**
 * The roadmap queue's consumer (SQS event source with partial batch failures; the local
 * poller calls it too). Each draft's deadline comes from the invocation's remaining time.
 */
export function roadmapHandler(deps: Deps, tutor: Tutor) {
  return async (event: SQSEvent, context?: { getRemainingTimeInMillis(): number }): Promise<SQSBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const job = parseRoadmapJob(record.body);
      if (!job) {
        deps.log.error('roadmap: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      const budget = context ? roadmapBudget(context.getRemainingTimeInMillis()) : ROADMAP_BUDGET;
      if (budget.totalMs < MIN_ATTEMPT_MS) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      try {
        await writeRoadmap(deps, tutor, job, budget);
      } catch (err) {
        deps.log.error('roadmap: job failed', { messageId: record.messageId, errorName: (err as Error)?.name });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    await (tutor.model as { settled?: () => Promise<void> }).settled?.();
    return { batchItemFailures };
  };
}
