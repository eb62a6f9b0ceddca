import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { dayCloseHandler } from '../core/dayclose/worker';
import { lambdaEnv } from '../core/secrets';

// Composition root per cold start. Like the schedule, it calls no model and signs nothing:
// no secret is bound (stacks/Secrets.ts).
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/** The day-close queue's consumer (SQS event source, ReportBatchItemFailures). */
export const handler = dayCloseHandler(deps);
