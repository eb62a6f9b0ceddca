import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import type { Ctx } from '../context';
import { EmailClaims, Users, toPublicUser, type PublicUser } from './entity';
import { buildExport, type ExportDocument } from './export';
import { deleteKeys, partitionItems } from './partition';

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

/** Everything the person owns, as one JSON document (D13); see export.ts. */
export async function exportMe(ctx: Ctx): Promise<ExportDocument> {
  await loadUser(ctx);
  return buildExport(ctx);
}
