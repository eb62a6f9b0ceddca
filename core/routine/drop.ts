import type { Ctx } from '../context';
import { retryOnConflict, transact } from '../util/tx';
import type { ItemKind } from './entity';
import { habitRefItems } from './refs';
import { allRoutines, entriesOf, routineUpdate } from './store';

/**
 * Take every entry of one habit/task out of every routine: a one-time task is removed after
 * its check (DOMAIN-FACTS), and its entries must not linger pointing at nothing.
 */
export async function dropItemEverywhere(ctx: Ctx, kind: ItemKind, refId: string): Promise<void> {
  await retryOnConflict(async () => {
    for (const row of await allRoutines(ctx)) {
      if (!entriesOf(row).some((e) => e.kind === kind && e.refId === refId)) continue;
      const sections = row.sections.map((s) => ({ ...s, entries: s.entries.filter((e) => !(e.kind === kind && e.refId === refId)) }));
      await transact(ctx.deps.db, [routineUpdate(ctx, row, { sections }), ...habitRefItems(ctx, entriesOf(row), entriesOf({ sections }))]);
    }
  });
}
