import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { patchParams } from '../util/direct-writes';
import { CONSISTENT } from '../util/tx';
import type { XpAccount } from '../xp/payout';
import { Categories } from './entity';

/**
 * The categories as XP accounts (DOMAIN-FACTS: goal and check XP are paid whole to each
 * category). Categories that no longer exist are skipped: on a take-back, a category deleted
 * since the payout has nothing left to take from.
 */
export async function categoryAccounts(ctx: Ctx, ids: string[]): Promise<XpAccount[]> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const rows = await Promise.all(ids.map((categoryId) => getRow(db, Categories(db), { userId, categoryId }, CONSISTENT)));
  return rows.flatMap((data) =>
    data
      ? [
          {
            type: 'category' as const,
            id: data.categoryId,
            xp: data.xp,
            add: (delta: number) => ({
              Update: patchParams(db, Categories(db), { userId, categoryId: data.categoryId }, { add: { xp: delta }, where: (c) => (delta < 0 ? c.gte('xp', -delta) : '') }),
            }),
          },
        ]
      : [],
  );
}
