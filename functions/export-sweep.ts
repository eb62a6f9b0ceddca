import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { sweepExports } from '../core/users/export-sweep';

// Composition root, once per cold start. It reads no secret and signs nothing (stacks/Exports.ts).
const deps = createDeps(loadConfig(process.env, { authSecret: 'none' }));

/**
 * The schedule of stacks/Exports.ts: exports whose link has expired are deleted. A failed run
 * (its Errors alarm) leaves them to the next run, and to the bucket's one-day expiry after that.
 */
export async function handler(): Promise<{ deleted: number; kept: number }> {
  return sweepExports(deps);
}
