import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Deps } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { parseBriefingJob, type BriefingJob } from '../../queue/briefing-queue';
import type { SQSBatchResponse, SQSEvent } from '../../queue/sqs-event';
import { CONSISTENT } from '../../util/tx';
import { Briefings } from './entity';
import { narrate } from './narrator';

/**
 * Write one briefing's prose. Idempotent: a row that is no longer PENDING (already written, or
 * a duplicate delivery) is left alone, and the final write is conditioned on PENDING. A failed
 * model call is a normal outcome (UNAVAILABLE, kept for the day: B6), not an error to retry.
 */
export async function writeBriefing(deps: Deps, model: LanguageModelV3, job: BriefingJob): Promise<void> {
  const key = { userId: job.userId, date: job.date };
  // Strongly consistent: the message can arrive before an eventually consistent read sees the claim.
  const row = (await Briefings(deps.db).get(key).go(CONSISTENT)).data;
  if (!row || row.status !== 'PENDING' || !row.facts) return;
  const { narrative, servedBy } = await narrate(model, deps.log, JSON.parse(row.facts), row.language ?? 'en');
  try {
    await Briefings(deps.db)
      .patch(key)
      .set({ status: narrative.status, todayLines: narrative.todayLines, yesterdayLines: narrative.yesterdayLines, ...(servedBy ? { servedBy } : {}) })
      .remove(['claimUntil'])
      .where((a, op) => op.eq(a.status, 'PENDING'))
      .go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/**
 * The SQS handler Lambda's event source mapping calls, and the local poller too. Reports
 * partial batch failures: only infrastructure errors (the table unreachable) are retried,
 * and a message that keeps failing ends in the DLQ after 3 receives.
 */
export function briefingHandler(deps: Deps, model: LanguageModelV3 & { settled?: () => Promise<void> }) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const job = parseBriefingJob(record.body);
      if (!job) {
        deps.log.error('briefing: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      try {
        await writeBriefing(deps, model, job);
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
