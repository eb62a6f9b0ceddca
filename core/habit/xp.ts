import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { patchParams } from '../util/direct-writes';
import { CONSISTENT } from '../util/tx';
import type { XpAccount } from '../xp/payout';
import { Habits } from './entity';

export interface HabitStreakRow {
  currentStreak: number;
  bestStreak: number;
  firstCheckDate?: string | undefined;
  lastCheckDate?: string | undefined;
}

/**
 * The habit as an XP account for check-ins (DOMAIN-FACTS: check XP is paid whole to the
 * habit). One Update carries both the XP and the check count: DynamoDB allows one operation
 * per item in a transaction. Undefined when the habit no longer exists.
 */
export async function habitAccount(ctx: Ctx, habitId: string, checksDelta: 1 | -1): Promise<(XpAccount & { always: true; row: HabitStreakRow }) | undefined> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const row = await getRow(db, Habits(db), { userId, habitId }, CONSISTENT);
  if (!row) return undefined;
  return {
    type: 'habit',
    id: habitId,
    xp: row.xp,
    always: true,
    // Its streak fields as read: the check's streak write after the transaction starts from
    // them (constance/refresh.ts), the transaction's ADD leaves them alone.
    row: { currentStreak: row.currentStreak, bestStreak: row.bestStreak, firstCheckDate: row.firstCheckDate, lastCheckDate: row.lastCheckDate },
    add: (delta) => ({
      Update: patchParams(db, Habits(db), { userId, habitId }, {
        add: { xp: delta, totalChecks: checksDelta },
        where: (c) => [delta < 0 ? c.gte('xp', -delta) : '', checksDelta < 0 ? c.gte('totalChecks', 1) : ''].filter(Boolean).join(' AND '),
      }),
    }),
  };
}
