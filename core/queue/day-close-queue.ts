import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/**
 * One batch of the day close: users of one time zone, closed by the worker as of ITS clock
 * (core/dayclose/worker.ts), so a message that waited in the queue still closes exactly what
 * is due when it runs. Nothing else travels: each user's days are read from the table.
 */
export interface DayCloseJob {
  zone: string;
  userIds: string[];
}

/** SQS's limit of entries per SendMessageBatch. */
const SEND_BATCH = 10;
const ATTEMPTS = 3;

/**
 * Send jobs, ten to a request. A job SQS refuses is sent again (twice), then the call throws:
 * the schedule fails loudly (its Errors alarm) and the next hour's run sends that zone again,
 * which the worker's idempotence makes harmless.
 */
export async function sendDayCloseJobs(deps: Deps, jobs: DayCloseJob[]): Promise<void> {
  const url = deps.config.queue.dayCloseQueueUrl;
  if (!url) throw new Error('DAY_CLOSE_QUEUE_URL is not configured');
  const sends: Promise<void>[] = [];
  for (let i = 0; i < jobs.length; i += SEND_BATCH) sends.push(sendTen(deps, url, jobs.slice(i, i + SEND_BATCH)));
  await Promise.all(sends);
}

async function sendTen(deps: Deps, url: string, jobs: DayCloseJob[]): Promise<void> {
  let entries = jobs.map((job, i) => ({ Id: String(i), MessageBody: JSON.stringify(job) }));
  for (let attempt = 1; entries.length; attempt++) {
    const res = await sqsClient(deps).send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
    const failed = new Set((res.Failed ?? []).map((f) => f.Id));
    entries = entries.filter((e) => failed.has(e.Id));
    if (entries.length && attempt >= ATTEMPTS) throw new Error(`day close: SQS refused ${entries.length} batch message(s) ${ATTEMPTS} times`);
  }
}

export function parseDayCloseJob(body: string): DayCloseJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<DayCloseJob>;
    if (typeof v.zone !== 'string' || !Array.isArray(v.userIds) || !v.userIds.every((u) => typeof u === 'string')) return undefined;
    return { zone: v.zone, userIds: v.userIds };
  } catch {
    return undefined;
  }
}
