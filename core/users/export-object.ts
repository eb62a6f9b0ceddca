import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Ctx } from '../context';
import { newId } from '../util/ids';
import { ObjectWriter } from '../storage/object-writer';
import { s3 } from '../storage/s3';
import { writeExport } from './export';

/** How long the link to a finished export works: long enough to download, short enough not to leak far. */
export const EXPORT_LINK_TTL_S = 300;

/**
 * `GET /me/export`: the document is written to S3 as it is read (export.ts) under a key no one
 * can guess, and the person gets a short-lived presigned link to it (303): no response-size
 * ceiling, and a client that follows redirects just gets the JSON. On AWS the bucket expires
 * exports after a day (stacks/Exports.ts).
 */
export async function exportToObject(ctx: Ctx): Promise<{ url: string }> {
  const client = s3(ctx.deps);
  const Bucket = ctx.deps.config.storage.exportBucket;
  const Key = `exports/${ctx.actor.userId}/${newId('exp')}.json`;
  const out = new ObjectWriter(client, { Bucket, Key, ContentType: 'application/json' });
  try {
    await writeExport(ctx, (text) => out.write(text));
    await out.close();
  } catch (err) {
    await out.abort();
    throw err;
  }
  const url = await getSignedUrl(
    client,
    new GetObjectCommand({ Bucket, Key, ResponseContentType: 'application/json', ResponseContentDisposition: 'attachment; filename="beyou-export.json"' }),
    { expiresIn: EXPORT_LINK_TTL_S },
  );
  return { url };
}
