/**
 * The day's outcome rows (DOMAIN-FACTS: from local 02:00, insert-only, never overwriting).
 * The snapshot is claimed first (PENDING → WRITING, on its version), then the rows computed
 * from exactly that version are inserted. A late check arriving after the claim repairs rows
 * itself (today/commit.ts); one arriving before it moves the version and the claim re-reads.
 * A crash after the claim leaves WRITING, and the next run inserts again: same rows.
 */
import { closedDayOutcomes, outcomeRows } from '../constance/repair';
import { Outcomes } from '../constance/entity';
import type { Owner } from '../constance/walk';
import type { Outcome } from '../constance/outcome';
import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { closedDay, type Day } from '../today/day';
import { Snapshots } from './entity';

const ignoreExisting = (err: unknown) => (isConditionFailed(err) ? false : Promise.reject(err));

async function claim(ctx: Ctx, d: Day): Promise<boolean> {
  try {
    await Snapshots(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, day: d.day })
      .set({ outcomes: 'WRITING' })
      .add({ version: 1 })
      .where((a, op) => `${op.eq(a.version, d.snapshot!.version)} AND ${op.eq(a.outcomes, 'PENDING')}`)
      .go({ response: 'none' });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Writes the day's rows (if due and not done); returns the owners whose streaks moved and the rows inserted. */
export async function writeOutcomes(ctx: Ctx, day: string): Promise<{ owners: (Owner & { outcome: Outcome })[]; inserted: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const d = await closedDay(ctx, day);
    if (!d?.snapshot || d.snapshot.outcomes === 'WRITTEN') return { owners: [], inserted: 0 };
    if (d.snapshot.outcomes === 'PENDING' && !(await claim(ctx, d))) continue;
    const userId = ctx.actor.userId;
    const rows = outcomeRows(userId, day, closedDayOutcomes(userId, d.routine?.id ?? null, d.entries, d.snapshot.mode));
    const writtenAt = ctx.deps.clock.now().toISOString();
    const done = await Promise.all(
      rows.map((r) =>
        Outcomes(ctx.deps.db)
          .create({ userId, day, ...r, writtenAt })
          .go({ response: 'none' })
          .then(() => true, ignoreExisting),
      ),
    );
    await Snapshots(ctx.deps.db).patch({ userId, day }).set({ outcomes: 'WRITTEN' }).go({ response: 'none' });
    return { owners: rows.map((r) => ({ type: r.ownerType, id: r.ownerId, outcome: r.outcome })), inserted: done.filter(Boolean).length };
  }
  throw new Error(`day close: could not claim the outcomes of ${day} (snapshot kept changing)`);
}
