import type { Deps } from '../context';
import { AppError } from '../errors';
import type { z } from 'zod';
import { parse } from '../util/fn';
import { readProfile } from './profile-read';

const gone = () => new AppError('UNAUTHORIZED', 'This account no longer exists');

/**
 * A valid token is not enough: the account must still exist and not be in deletion. Checked
 * on every authenticated request BEFORE anything is written (a deleted account's 15-minute
 * access token once kept writing categories and a mood journal). One strongly consistent
 * read of the profile's key attributes: "at once" means the very next request.
 * `deleting`: the one request a tombstoned account may still make is DELETE /me itself, so
 * a purge that died half-way can be retried.
 */
export async function assertAccountLive(deps: Deps, userId: string, opts: { deleting?: boolean } = {}): Promise<void> {
  // Every authenticated request makes this read: straight through the document client, without
  // the entity (./profile-read.ts: ElectroDB stays out of the agent function's cold start).
  const row = await readProfile(deps.db, userId, ['userId', 'deletedAt']);
  if (!row) throw gone();
  if (row.deletedAt && !opts.deleting) throw gone();
}

/** What the agent's prompt needs of the profile, read by the same liveness check. */
export interface LiveProfile {
  displayName?: string;
  globalContext?: string;
}

/**
 * The liveness check as a route's own first read, for the one route that folds it into its
 * first wave of reads (the agent's stream POST: functions/http/auth-middleware.ts
 * DEFERRED_LIVENESS): the same strongly consistent read, returning the prompt's fields too.
 * The caller must await it before it writes anything.
 */
export async function liveProfile(deps: Deps, userId: string): Promise<LiveProfile> {
  const row = await readProfile(deps.db, userId, ['userId', 'deletedAt', 'displayName', 'globalContext']);
  if (!row || row.deletedAt) throw gone();
  return { displayName: row.displayName, globalContext: row.globalContext };
}

/**
 * `parse` for a route that defers its liveness check to its own first wave of reads: an
 * invalid body waits for the check first, so a gone account hears 401, not what its body lacked.
 */
export async function parseLive<S extends z.ZodType>(deps: Deps, userId: string, schema: S, raw: unknown): Promise<z.output<S>> {
  try {
    return parse(schema, raw);
  } catch (invalid) {
    await liveProfile(deps, userId);
    throw invalid;
  }
}
