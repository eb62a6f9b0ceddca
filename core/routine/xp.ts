import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { patchParams } from '../util/direct-writes';
import { CONSISTENT } from '../util/tx';
import type { XpAccount } from '../xp/payout';
import { Routines } from './entity';

/**
 * The routine as an XP account (DOMAIN-FACTS: check XP is paid whole to the routine). The XP
 * add does not bump `version`: structure edits set only structure fields, so the two never
 * overwrite each other. Undefined when the routine was deleted.
 */
export async function routineAccount(ctx: Ctx, routineId: string): Promise<XpAccount | undefined> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const row = await getRow(db, Routines(db), { userId, routineId }, CONSISTENT);
  return row ? routineAccountOf(ctx, row) : undefined;
}

/** The account of a routine row read strongly by the caller. */
export function routineAccountOf(ctx: Ctx, row: { routineId: string; xp: number }): XpAccount {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const { routineId } = row;
  return {
    type: 'routine',
    id: routineId,
    xp: row.xp,
    add: (delta) => ({
      Update: patchParams(db, Routines(db), { userId, routineId }, { add: { xp: delta }, where: (c) => (delta < 0 ? c.gte('xp', -delta) : '') }),
    }),
  };
}
