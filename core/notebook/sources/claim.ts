import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { ulid } from '../../util/ids';
import { lostRace, transact, type TxItem } from '../../util/tx';
import { Sources, type SourceRow } from './entity';
import { READING_DEADLINE_MS, SOURCE_WORKER_TIMEOUT_S } from './limits';
import { bumpSources } from './rows';

/**
 * How long a read's claim keeps every other read of the source out. Twice the worker's
 * timeout: no invocation outlives it, so a claim older than that belongs to a dead worker; and
 * well inside the queue's visibility, so the dead worker's own message, when it comes back,
 * finds the claim free and finishes the source.
 */
export const READ_LEASE_MS = 2 * SOURCE_WORKER_TIMEOUT_S * 1000;

export type SourceKey = { userId: string; pageId: string; sourceId: string };

/** One attempt at reading a source: `owner` is this attempt's id, written on the row it holds. */
export interface Claim {
  key: SourceKey;
  owner: string;
}

/**
 * A write of the read was refused: the source is no longer READING under this claim (another
 * read took it over after the lease ran out, a delete marked it, its deadline gave it up).
 */
export class LostClaim extends Error {
  override name = 'LostClaim';
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A write that met another write of the same row in flight (a duplicate's claim landing on
 * the owner's chunk write) is tried again a few times; a failed condition is an answer, not a race.
 */
async function retryingConflicts(write: () => Promise<unknown>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await write();
      return;
    } catch (err) {
      if (i >= 4 || isConditionFailed(err) || !lostRace(err)) throw err;
      await pause(10 + Math.random() * 20 * 2 ** i);
    }
  }
}

/**
 * Take the source for one read: a PENDING one, or one READING under a lease that ran out (its
 * worker died) or was handed back. Undefined when another read holds it, or it is past reading
 * (READY, FAILED, DELETING, gone): a duplicate delivery then drops its message, since the
 * holder's own message stays in the queue until the holder finishes, and comes back if it dies.
 */
export async function claimRead(ctx: Ctx, key: SourceKey): Promise<Claim | undefined> {
  const owner = `read_${ulid()}`;
  const now = ctx.deps.clock.now();
  const t = now.getTime();
  const claim = Sources(ctx.deps.db)
    .patch(key)
    .set({ status: 'READING', claimedBy: owner, claimUntil: t + READ_LEASE_MS, deadlineAt: t + READING_DEADLINE_MS, updatedAt: now.toISOString() })
    // Parenthesised: ElectroDB joins this to its own existence check with a bare AND.
    .where((a, op) => `(${op.eq(a.status, 'PENDING')} OR (${op.eq(a.status, 'READING')} AND (${op.notExists(a.claimUntil)} OR ${op.lt(a.claimUntil, t)})))`);
  try {
    await retryingConflicts(() => claim.go({ response: 'none' }));
    return { key, owner };
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/** "This read still holds the source": the condition every write of the read carries. */
function stillHeld(ctx: Ctx, claim: Claim): TxItem {
  const { TableName, Key } = Sources(ctx.deps.db).get(claim.key).params();
  return {
    ConditionCheck: {
      TableName,
      Key,
      ConditionExpression: '#status = :reading AND #claimedBy = :owner',
      ExpressionAttributeNames: { '#status': 'status', '#claimedBy': 'claimedBy' },
      ExpressionAttributeValues: { ':reading': 'READING', ':owner': claim.owner },
    },
  };
}

/** Write `items` only while the claim stands, all or nothing; throws LostClaim when it does not. */
export async function writeHeld(ctx: Ctx, claim: Claim, items: TxItem[]): Promise<void> {
  try {
    await retryingConflicts(() => transact(ctx.deps.db, [stillHeld(ctx, claim), ...items]));
  } catch (err) {
    throw isConditionFailed(err) ? new LostClaim() : err;
  }
}

/**
 * The read's final write, READY or FAILED, with the page's version: only while the claim
 * stands. False when it no longer does. The row keeps `claimedBy`, the read that settled it.
 */
export async function settle(ctx: Ctx, claim: Claim, set: Partial<SourceRow>, remove: (keyof SourceRow)[] = []): Promise<boolean> {
  const update: TxItem['Update'] = Sources(ctx.deps.db)
    .patch(claim.key)
    .set({ ...set, updatedAt: ctx.deps.clock.now().toISOString() })
    .remove(['deadlineAt', 'claimUntil', ...remove] as never)
    .where((a, op) => `${op.eq(a.status, 'READING')} AND ${op.eq(a.claimedBy, claim.owner)}`)
    .params();
  try {
    await retryingConflicts(() => transact(ctx.deps.db, [{ Update: update }, bumpSources(ctx, claim.key.pageId)]));
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/**
 * A piece that stopped in time hands the source to its next message: free to claim at once,
 * and given up only if no worker takes it by `deadlineAt` (the queue may be backed up behind
 * the event source's concurrency cap). False when the claim was lost meanwhile.
 */
export async function handBack(ctx: Ctx, claim: Claim, deadlineAt: number): Promise<boolean> {
  try {
    await Sources(ctx.deps.db)
      .patch(claim.key)
      .set({ deadlineAt, updatedAt: ctx.deps.clock.now().toISOString() })
      .remove(['claimedBy', 'claimUntil'])
      .where((a, op) => `${op.eq(a.status, 'READING')} AND ${op.eq(a.claimedBy, claim.owner)}`)
      .go({ response: 'none' });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/**
 * An attempt that failed and will be retried (its message comes back) hands the source back,
 * so the next delivery need not wait out the lease. Best effort: a lease runs out anyway.
 */
export async function release(ctx: Ctx, claim: Claim): Promise<void> {
  await Sources(ctx.deps.db)
    .patch(claim.key)
    .remove(['claimedBy', 'claimUntil'])
    .where((a, op) => `${op.eq(a.status, 'READING')} AND ${op.eq(a.claimedBy, claim.owner)}`)
    .go({ response: 'none' })
    .catch(() => undefined);
}

/**
 * A piece's progress on the row (parsed, chunks embedded), only while the claim stands: what
 * the next piece starts from. Throws LostClaim when the source is no longer this read's.
 */
export async function recordProgress(ctx: Ctx, claim: Claim, set: Partial<SourceRow>): Promise<void> {
  const write = Sources(ctx.deps.db)
    .patch(claim.key)
    .set({ ...set, updatedAt: ctx.deps.clock.now().toISOString() })
    .where((a, op) => `${op.eq(a.status, 'READING')} AND ${op.eq(a.claimedBy, claim.owner)}`);
  try {
    await retryingConflicts(() => write.go({ response: 'none' }));
  } catch (err) {
    throw isConditionFailed(err) ? new LostClaim() : err;
  }
}

/**
 * Whether this read still holds the source, read consistently: asked before a write the table
 * cannot condition (a vector segment in S3), so a read that lost its claim does not overwrite
 * the new holder's segment (its table writes are refused anyway).
 */
export async function stillHolds(ctx: Ctx, claim: Claim): Promise<boolean> {
  const now = (await Sources(ctx.deps.db).get(claim.key).go({ consistent: true })).data;
  return now?.status === 'READING' && now.claimedBy === claim.owner;
}
