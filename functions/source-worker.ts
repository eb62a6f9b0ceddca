import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { sourceHandler } from '../core/notebook/sources/handler';
import { lambdaEnv } from '../core/secrets';

// Composition root per cold start: the table, S3 and the embedding client; no chat chain.
// It signs and verifies no token, so it holds no AUTH_SECRET (stacks/Secrets.ts).
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/** The source queue's consumer (SQS event source, ReportBatchItemFailures): reads notebook sources. */
export const handler = sourceHandler(deps);
