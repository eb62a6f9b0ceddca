import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { newId } from '../util/ids';
import { ObjectWriter } from '../storage/object-writer';
import { deleteKeysIn, s3 } from '../storage/s3';
import { Users } from './entity';
import { writeExport } from './export';

/** How long the link to a finished export works: long enough to download, short enough not to leak far. */
export const EXPORT_LINK_TTL_S = 300;

/** Every export lives under its owner's prefix, so deleting the account can list and delete them. */
export const exportPrefix = (userId: string) => `exports/${userId}/`;

/**
 * `GET /me/export`: the document is written to S3 as it is read (export.ts) under a key no one
 * can guess, and the person gets a short-lived presigned link to it (303): no response-size
 * ceiling, and a client that follows redirects just gets the JSON. The object outlives its link
 * only until the next sweep (export-sweep.ts), and is gone with the account (purge.ts, by this prefix).
 */
export async function exportToObject(ctx: Ctx): Promise<{ url: string }> {
  const client = s3(ctx.deps);
  const Bucket = ctx.deps.config.storage.exportBucket;
  const Key = `${exportPrefix(ctx.actor.userId)}${newId('exp')}.json`;
  const out = new ObjectWriter(client, { Bucket, Key, ContentType: 'application/json' });
  try {
    await writeExport(ctx, (text) => out.write(text));
    await out.close();
  } catch (err) {
    await out.abort();
    throw err;
  }
  // An export that finished after DELETE /me listed this prefix would outlive the account:
  // whichever of the two comes second sees the other (S3 lists what was written, at once).
  const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go({ consistent: true })).data;
  if (!user || user.deletedAt) {
    await deleteKeysIn(ctx.deps, Bucket, [Key]);
    throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  }
  const url = await getSignedUrl(
    client,
    new GetObjectCommand({ Bucket, Key, ResponseContentType: 'application/json', ResponseContentDisposition: 'attachment; filename="beyou-export.json"' }),
    { expiresIn: EXPORT_LINK_TTL_S },
  );
  return { url };
}
