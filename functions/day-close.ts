import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { scheduleDayClose } from '../core/dayclose/schedule';
import { lambdaEnv } from '../core/secrets';

// Composition root, once per cold start (top-level await: the bundle is ESM). No chain is
// built: the day close never calls a model (SPEC D5), and it signs no token, so it binds no
// secret at all (stacks/Jobs.ts).
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/**
 * The hourly EventBridge schedule (stacks/Jobs.ts): sends the due zones' users to the
 * day-close queue and returns; the worker (functions/day-close-worker.ts) closes them. It
 * fails (Errors, its alarm) only when the index or SQS does, and the next hour sends again.
 */
export async function handler(): Promise<{ zones: number; users: number; messages: number }> {
  const { zones, users, messages } = await scheduleDayClose(deps);
  return { zones, users, messages };
}
