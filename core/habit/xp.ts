import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { CONSISTENT } from '../util/tx';
import type { XpAccount } from '../xp/payout';
import { Habits } from './entity';

/**
 * The habit as an XP account for check-ins (DOMAIN-FACTS: check XP is paid whole to the
 * habit). One Update carries both the XP and the check count: DynamoDB allows one operation
 * per item in a transaction. Undefined when the habit no longer exists.
 */
export async function habitAccount(ctx: Ctx, habitId: string, checksDelta: 1 | -1): Promise<(XpAccount & { always: true }) | undefined> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const row = await getRow(db, Habits(db), { userId, habitId }, CONSISTENT);
  if (!row) return undefined;
  return {
    type: 'habit',
    id: habitId,
    xp: row.xp,
    always: true,
    add: (delta) => ({
      Update: Habits(db)
        .patch({ userId, habitId })
        .add({ xp: delta, totalChecks: checksDelta })
        .where((a, op) => [delta < 0 ? op.gte(a.xp, -delta) : '', checksDelta < 0 ? op.gte(a.totalChecks, 1) : ''].filter(Boolean).join(' AND '))
        .params(),
    }),
  };
}
