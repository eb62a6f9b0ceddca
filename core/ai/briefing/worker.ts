import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Deps } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { parseBriefingJob, type BriefingJob } from '../../queue/briefing-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { CONSISTENT } from '../../util/tx';
import { type CallBudget, MIN_ATTEMPT_MS, withBudget, withCallClass, withPerson } from '../chain';
import { narrationBudget, NARRATOR_BUDGET, TAKE_MS, WORKER_MARGIN_MS } from './budget';
import { Briefings } from './entity';
import { narrate } from './narrator';

/** The part of Lambda's context the worker reads. Absent locally (the poller has no clock). */
export interface InvocationClock {
  getRemainingTimeInMillis(): number;
}

/**
 * Take the claimed row for this message: only the claim the message was sent for, still
 * PENDING, and only once (a conditional write moves `claimUntil` forward, so a duplicate
 * delivery or a stale message from an expired claim finds it changed and writes nothing).
 * Returns the new claim, or undefined when there is nothing for this message to do.
 */
async function take(deps: Deps, job: BriefingJob, held: number | undefined): Promise<number | undefined> {
  if (job.claimUntil !== undefined && held !== job.claimUntil) return undefined;
  const until = deps.clock.now().getTime() + TAKE_MS;
  try {
    await Briefings(deps.db)
      .patch({ userId: job.userId, date: job.date })
      .set({ claimUntil: until })
      .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${held === undefined ? op.notExists(a.claimUntil) : op.eq(a.claimUntil, held)}`)
      .go({ response: 'none' });
    return until;
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/**
 * Write one briefing's prose. Idempotent: a row that is no longer PENDING (already written, or
 * a duplicate delivery) is left alone, and the final write is conditioned on this worker's take.
 * A failed model call is a normal outcome (UNAVAILABLE, kept for the day: B6), not an error to retry.
 */
export async function writeBriefing(deps: Deps, model: LanguageModelV3, job: BriefingJob, budget: CallBudget = NARRATOR_BUDGET): Promise<void> {
  const key = { userId: job.userId, date: job.date };
  // Strongly consistent: the message can arrive before an eventually consistent read sees the claim.
  const row = (await Briefings(deps.db).get(key).go(CONSISTENT)).data;
  if (!row || row.status !== 'PENDING' || !row.facts) return;
  const taken = await take(deps, job, row.claimUntil);
  if (taken === undefined) {
    deps.log.info('briefing: message skipped, its claim was replaced or taken', { userId: job.userId });
    return;
  }
  // The person's briefing: its call counts against their share of the link's minute (issue 47).
  const { narrative, servedBy } = await narrate(withCallClass(withBudget(withPerson(model, job.userId), budget), 'background'), deps.log, JSON.parse(row.facts), row.language ?? 'en');
  try {
    await Briefings(deps.db)
      .patch(key)
      .set({ status: narrative.status, todayLines: narrative.todayLines, yesterdayLines: narrative.yesterdayLines, ...(servedBy ? { servedBy } : {}) })
      .remove(['claimUntil'])
      .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.eq(a.claimUntil, taken)}`)
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/**
 * The SQS handler Lambda's event source mapping calls, and the local poller too. Reports
 * partial batch failures: only infrastructure errors (the table unreachable) are retried,
 * and a message that keeps failing ends in the DLQ after 3 receives. Each generation's
 * deadline comes from what the invocation has left, so the worker never times out mid-call;
 * a message left without time for a narration is handed back, untouched, for the next one.
 */
export function briefingHandler(deps: Deps, model: LanguageModelV3 & { settled?: () => Promise<void> }) {
  return async (event: SQSEvent, context?: InvocationClock): Promise<SQSBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const job = parseBriefingJob(record.body);
      if (!job) {
        deps.log.error('briefing: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      const budget = context ? narrationBudget(context.getRemainingTimeInMillis()) : NARRATOR_BUDGET;
      if (budget.totalMs < MIN_ATTEMPT_MS) {
        deps.log.warn('briefing: no time left in this invocation; message handed back', { messageId: record.messageId, marginMs: WORKER_MARGIN_MS });
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      try {
        await writeBriefing(deps, model, job, budget);
      } catch (err) {
        deps.log.error('briefing: job failed', { messageId: record.messageId, errorName: (err as Error)?.name });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    // Cooldown writes started by the chain must land before a Lambda freezes.
    await model.settled?.();
    return { batchItemFailures };
  };
}
