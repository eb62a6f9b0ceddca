import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import { EmailClaims, Users, toPublicUser, type PublicUser } from './entity';
import { deleteKeys, partitionItems, type RawItem } from './partition';

async function loadUser(ctx: Ctx) {
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
  // A valid token for a deleted account: the session is over, not a missing resource.
  if (!user) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  return user;
}

export async function getMe(ctx: Ctx): Promise<PublicUser> {
  return toPublicUser(await loadUser(ctx));
}

/**
 * Delete the account: every item in the partition first, then profile + email claim
 * together. If the purge dies half-way the account still exists, so the person can retry.
 */
export async function deleteMe(ctx: Ctx): Promise<void> {
  const user = await loadUser(ctx);
  const { db } = ctx.deps;
  for await (const page of partitionItems(db, user.userId)) {
    await deleteKeys(
      db,
      page.filter((i) => i.sk !== 'PROFILE').map(({ pk, sk }) => ({ pk, sk })),
    );
  }
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: EmailClaims(db).delete({ email: user.email }).params() },
        { Delete: Users(db).delete({ userId: user.userId }).params() },
      ],
    }),
  );
  ctx.deps.log.info('account deleted', { userId: user.userId });
}

// Bookkeeping that is not the person's data: credentials and counters.
const INTERNAL_ENTITIES = new Set(['refreshFamily', 'rateWindow', 'streamSlot', 'categoryName']);
const INTERNAL_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', '__edb_e__', '__edb_v__', 'passwordHash', 'expiresAt', 'version']);

function publicAttributes(item: RawItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL_ATTRIBUTES.has(k)));
}

/**
 * Everything the person owns, grouped by kind (D13). Generic over the partition so every
 * entity a later feature adds is exported without touching this function.
 */
export async function exportMe(ctx: Ctx): Promise<{ exportedAt: string; user: PublicUser; data: Record<string, unknown[]> }> {
  const user = await loadUser(ctx);
  const data: Record<string, unknown[]> = {};
  for await (const page of partitionItems(ctx.deps.db, user.userId)) {
    for (const item of page) {
      const kind = String(item.__edb_e__ ?? 'other');
      if (INTERNAL_ENTITIES.has(kind) || kind === 'user') continue;
      (data[kind] ??= []).push(publicAttributes(item));
    }
  }
  return { exportedAt: ctx.deps.clock.now().toISOString(), user: toPublicUser(user), data };
}
