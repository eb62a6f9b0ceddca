import { SQSClient } from '@aws-sdk/client-sqs';
import type { Deps } from '../context';

const clients = new WeakMap<object, SQSClient>();

/** One SQS client per composition root (the local endpoint with the run's keys, or AWS's). */
export function sqsClient(deps: Deps): SQSClient {
  let c = clients.get(deps.config);
  if (!c) {
    const { endpoint } = deps.config.queue;
    c = new SQSClient({
      region: deps.config.db.region,
      ...(endpoint ? { endpoint, credentials: deps.config.localStores } : {}),
    });
    clients.set(deps.config, c);
  }
  return c;
}
