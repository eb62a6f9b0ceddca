import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { runDayClose } from '../core/dayclose/run';
import { lambdaEnv } from '../core/secrets';

// Composition root, once per cold start (top-level await: the bundle is ESM). No chain is
// built: the day close never calls a model (SPEC D5), and it signs no token, so it binds no
// secret at all (stacks/Jobs.ts).
const deps = createDeps(loadConfig(await lambdaEnv(), { authSecret: 'none' }));

/**
 * The hourly EventBridge schedule (stacks/Jobs.ts). Failed users are logged and retried by
 * the next hour's run; the invocation fails (Lambda Errors metric, dashboard) when any did.
 */
export async function handler(): Promise<{ users: number; snapshots: number; outcomeRows: number }> {
  const stats = await runDayClose(deps);
  if (stats.failures > 0) throw new Error(`day close: ${stats.failures} of ${stats.users} users failed; retried next hour`);
  return { users: stats.users, snapshots: stats.snapshots, outcomeRows: stats.outcomeRows };
}
