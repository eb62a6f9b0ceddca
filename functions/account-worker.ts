import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { accountHandler } from '../core/users/account-worker';

// Composition root per cold start: the table, S3 and SQS. It reads no secret and signs nothing.
const deps = createDeps(loadConfig(process.env, { authSecret: 'none' }));

/** The account queue's consumer (SQS event source, ReportBatchItemFailures): finishes account deletions. */
export const handler = accountHandler(deps);
