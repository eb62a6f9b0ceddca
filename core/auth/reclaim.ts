import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../context';
import { Configurations, defaultConfiguration } from '../configuration/entity';
import { noteZoneInUse } from '../configuration/zones';
import { isConditionFailed } from '../db/entity';
import { EmailClaims, Users } from '../users/entity';
import { deleteMe } from '../users/service';
import { newId } from '../util/ids';
import type { Account } from './account';

/**
 * The name a reclaimed account starts with: the address's own local part. Not the old
 * account's name, which whoever signed up with someone else's address typed (and which every
 * prompt of the assistant carries); the person changes it in the settings.
 */
export const nameFromAddress = (email: string) => email.split('@')[0]!.slice(0, 80) || email.slice(0, 80);

/**
 * The owner of an address someone else signed up with (never verified) takes it back through
 * the reset link, and gets a NEW, empty account (issue 47: the first sign-up planted a memory
 * note every prompt carries, and its token then read the owner's new journal entry). Nothing
 * of the unverified account can be told apart as the owner's, so none of it is kept. In one
 * transaction the old account is tombstoned (from that write on every token of it, refresh
 * and access, is refused: core/auth/liveness.ts), the address's claim moves to a new user id,
 * and the new profile and configuration are created. Then the old account is deleted exactly
 * as DELETE /me deletes one (inline, or the rest through the account queue). Answers the new
 * user id, or undefined when the old account changed meanwhile (deleted, or not this address).
 */
export async function reclaimAddress(deps: Deps, old: Account, passwordHash: string): Promise<string | undefined> {
  const config = { ...defaultConfiguration(newId('usr')), language: old.language };
  await noteZoneInUse(deps.db, config.timeZone);
  const now = deps.clock.now().toISOString();
  const user = { userId: config.userId, email: old.email, displayName: nameFromAddress(old.email), passwordHash, createdAt: now };
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: Users(deps.db)
              .patch({ userId: old.userId })
              .set({ deletedAt: now })
              .where((a, op) => `${op.notExists(a.deletedAt)} AND ${op.eq(a.email, old.email)}`)
              .params(),
          },
          { Update: EmailClaims(deps.db).patch({ email: old.email }).set({ userId: user.userId }).where((a, op) => op.eq(a.userId, old.userId)).params() },
          { Put: Users(deps.db).create(user).params() },
          { Put: Configurations(deps.db).create(config).params() },
        ],
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
  deps.log.info('address reclaimed: the unverified account is deleted', { userId: old.userId, newUserId: user.userId });
  await deleteMe({ deps, actor: { userId: old.userId } });
  return user.userId;
}
