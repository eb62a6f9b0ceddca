import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import type { Deps } from '../context';
import { bindEntity, SERVICE } from '../db/entity';

/**
 * Addresses SES reported as a permanent bounce or a complaint. Sending to them again hurts the
 * sender's reputation (SES pauses accounts over it), so Beyou stops writing to them. Keyed by a
 * hash of the address: the table never holds an address that is not an account's.
 */
const Undeliverable = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'mailUndeliverable', version: '1', service: SERVICE },
        attributes: {
          emailHash: { type: 'string', required: true },
          reason: { type: ['BOUNCE', 'COMPLAINT'] as const, required: true },
          markedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['emailHash'], template: 'MAILSTOP#${emailHash}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'MAILSTOP', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export type UndeliverableReason = 'BOUNCE' | 'COMPLAINT';

export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export async function markUndeliverable(deps: Deps, email: string, reason: UndeliverableReason): Promise<void> {
  await Undeliverable(deps.db).put({ emailHash: emailHash(email), reason, markedAt: deps.clock.now().toISOString() }).go({ response: 'none' });
}

export async function undeliverableReason(deps: Deps, email: string): Promise<UndeliverableReason | undefined> {
  return (await Undeliverable(deps.db).get({ emailHash: emailHash(email) }).go()).data?.reason;
}

/** A verified address (the person clicked our link since) is deliverable again. */
export async function clearUndeliverable(deps: Deps, email: string): Promise<void> {
  await Undeliverable(deps.db).delete({ emailHash: emailHash(email) }).go({ response: 'none' });
}
