import { S3Client } from '@aws-sdk/client-s3';
import type { Deps } from '../context';

const clients = new WeakMap<object, S3Client>();

/**
 * One S3 client per configuration (composition root). Locally the endpoint is fauxqs's, with
 * path-style addressing and local credentials; on AWS the function's role signs.
 */
export function s3(deps: Deps): S3Client {
  let c = clients.get(deps.config);
  if (!c) {
    const { endpoint } = deps.config.storage;
    c = new S3Client({
      region: deps.config.db.region,
      ...(endpoint ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    clients.set(deps.config, c);
  }
  return c;
}
