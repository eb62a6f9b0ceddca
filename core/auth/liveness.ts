import type { Actor, Deps } from '../context';
import { AppError } from '../errors';
import type { z } from 'zod';
import { parse } from '../util/fn';
import { readProfileForToken, type ProfileAttribute, type SessionMarks } from './profile-read';

const gone = () => new AppError('UNAUTHORIZED', 'This account no longer exists');
const ended = () => new AppError('UNAUTHORIZED', 'This session has ended; sign in again');

/**
 * An ended session's access token is refused at once, not when it expires (issue 47: after
 * "sign out everywhere else" the old token still exported the account and deleted it). The
 * marks come with the liveness read every request already makes (./ended-sessions.ts).
 */
function tokenEnded(marks: SessionMarks, actor: Actor): boolean {
  if (marks.sessionEnded) return true;
  return marks.tokensValidFrom !== undefined && (actor.issuedAt ?? 0) < marks.tokensValidFrom;
}

async function liveRow<A extends ProfileAttribute>(deps: Deps, actor: Actor, attributes: readonly A[], deleting = false) {
  const row = await readProfileForToken(deps.db, actor.userId, actor, attributes);
  if (!row) throw gone();
  // A deleted account says so whatever the token: the client then stops trying to refresh.
  if ((row.fields as { deletedAt?: string }).deletedAt && !deleting) throw gone();
  if (tokenEnded(row.marks, actor)) throw ended();
  return row.fields;
}

/**
 * A valid token is not enough: the account must still exist and not be in deletion, and the
 * token's session must not have ended. Checked on every authenticated request BEFORE anything
 * is written (a deleted account's 15-minute access token once kept writing categories and a
 * mood journal). One strongly consistent read of the profile's key attributes: "at once"
 * means the very next request.
 * `deleting`: the one request a tombstoned account may still make is DELETE /me itself, so
 * a purge that died half-way can be retried (by a session that has not ended).
 */
export async function assertAccountLive(deps: Deps, actor: Actor, opts: { deleting?: boolean } = {}): Promise<void> {
  // Every authenticated request makes this read: straight through the document client, without
  // the entity (./profile-read.ts: ElectroDB stays out of the agent function's cold start).
  await liveRow(deps, actor, ['userId', 'deletedAt'], opts.deleting);
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
export async function liveProfile(deps: Deps, actor: Actor): Promise<LiveProfile> {
  const row = await liveRow(deps, actor, ['userId', 'deletedAt', 'displayName', 'globalContext']);
  return { displayName: row.displayName, globalContext: row.globalContext };
}

/**
 * `parse` for a route that defers its liveness check to its own first wave of reads: an
 * invalid body waits for the check first, so a gone account hears 401, not what its body lacked.
 */
export async function parseLive<S extends z.ZodType>(deps: Deps, actor: Actor, schema: S, raw: unknown): Promise<z.output<S>> {
  try {
    return parse(schema, raw);
  } catch (invalid) {
    await liveProfile(deps, actor);
    throw invalid;
  }
}
