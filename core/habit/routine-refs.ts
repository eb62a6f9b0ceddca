/**
 * The port routines use to say "this habit is placed in a routine" (DOMAIN-FACTS: deleting a
 * habit placed in a routine is refused). Routines do not exist yet; when they do, every
 * transaction that adds an entry for a habit includes `habitRoutineRefItem(ctx, id, +1)` and
 * every removal `-1`. The item bumps the habit's version, so a concurrent delete (which
 * conditions on the version it read) re-checks and refuses, and `patch` fails the routine's
 * transaction if the habit is gone (or is another user's: the key comes from the actor).
 *
 * A counter rather than a query of routines at delete time: the delete stays one
 * conditional write, and the habit module needs no knowledge of the routine tables.
 */
import type { Ctx } from '../context';
import type { TxItem } from '../util/tx';
import { Habits } from './entity';

/** `by`: how many entries of this habit the write adds (> 0) or removes (< 0). */
export function habitRoutineRefItem(ctx: Ctx, habitId: string, by: number): TxItem {
  return {
    Update: Habits(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, habitId })
      .add({ routineRefs: by, version: 1 })
      // Never below 0: a double removal is a bug in the caller and fails loudly here.
      .where((a, op) => (by < 0 ? op.gte(a.routineRefs, -by) : ''))
      .params(),
  };
}
