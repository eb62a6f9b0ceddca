import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';
import { sqsClient } from './client';

/** One roadmap draft to write: the worker reads the rest from the draft row it names. */
export interface RoadmapJob {
  userId: string;
  draftId: string;
}

/** Publish only after the PENDING draft was written (STYLE: publish after the write succeeded). */
export async function sendRoadmapJob(deps: Deps, job: RoadmapJob): Promise<void> {
  const url = deps.config.queue.roadmapQueueUrl;
  if (!url) throw new Error('ROADMAP_QUEUE_URL is not configured');
  await sqsClient(deps).send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}

export function parseRoadmapJob(body: string): RoadmapJob | undefined {
  try {
    const v = JSON.parse(body) as Partial<RoadmapJob>;
    return typeof v.userId === 'string' && typeof v.draftId === 'string' ? { userId: v.userId, draftId: v.draftId } : undefined;
  } catch {
    return undefined;
  }
}
