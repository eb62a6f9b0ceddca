import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { buildChain } from '../core/ai/chain';
import { briefingHandler } from '../core/ai/briefing/worker';
import { lambdaEnv } from '../core/secrets';

// Composition root per cold start: the worker writes prose through the same chain. It signs
// no token, so it is not given AUTH_SECRET (stacks/Secrets.ts binds it only the chain's keys).
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/**
 * The briefing queue's consumer (SQS event source, ReportBatchItemFailures). Lambda's context
 * gives each narration its deadline (getRemainingTimeInMillis, core/ai/briefing/budget.ts).
 */
export const handler = briefingHandler(deps, buildChain(deps));
