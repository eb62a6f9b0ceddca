import type { Deps } from '../context';
import type { SQSBatchResponse, SQSEvent } from '../queue/sqs-event';
import { markUndeliverable, type UndeliverableReason } from './undeliverable';

/**
 * What SES publishes through the configuration set's SNS destination (event publishing uses
 * `eventType`, identity notifications `notificationType`; the queue's subscription may or may
 * not wrap it in SNS's envelope). Only the fields read here.
 */
interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

/** The addresses one SES event makes undeliverable: permanent bounces and complaints only. */
export function undeliverableFrom(body: string): { email: string; reason: UndeliverableReason }[] | undefined {
  let event: SesEvent;
  try {
    const outer = JSON.parse(body) as SesEvent & { Type?: string; Message?: string };
    event = outer.Type === 'Notification' && typeof outer.Message === 'string' ? (JSON.parse(outer.Message) as SesEvent) : outer;
  } catch {
    return undefined;
  }
  const type = event.eventType ?? event.notificationType;
  const addresses = (list?: { emailAddress?: string }[]) => (list ?? []).map((r) => r.emailAddress).filter((e): e is string => typeof e === 'string' && e.includes('@'));
  // A transient bounce (a full mailbox, a greylist) is worth trying again another day.
  if (type === 'Bounce') return event.bounce?.bounceType === 'Permanent' ? addresses(event.bounce.bouncedRecipients).map((email) => ({ email, reason: 'BOUNCE' })) : [];
  if (type === 'Complaint') return addresses(event.complaint?.complainedRecipients).map((email) => ({ email, reason: 'COMPLAINT' }));
  return [];
}

/**
 * The mail feedback queue's consumer (SES → SNS → SQS, stacks/Email.ts): marks each permanently
 * bounced or complaining address undeliverable, so Beyou stops sending to it. Partial batch
 * failures: one failed write is retried alone. Addresses never reach the log.
 */
export function mailFeedbackHandler(deps: Deps) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      const marks = undeliverableFrom(record.body);
      if (!marks) {
        deps.log.error('mail feedback: unreadable message dropped', { messageId: record.messageId });
        continue;
      }
      try {
        await Promise.all(marks.map((m) => markUndeliverable(deps, m.email, m.reason)));
        if (marks.length) deps.log.info('mail feedback: addresses marked undeliverable', { count: marks.length });
      } catch (err) {
        deps.log.error('mail feedback: mark failed, retried later', { messageId: record.messageId, errorName: (err as Error)?.name });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
