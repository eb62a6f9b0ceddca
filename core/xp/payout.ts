/**
 * Turning an XP amount into table writes, for every payer (goal completion now, checks in
 * the routine issue). The writes join the caller's transaction, next to the condition that
 * makes the payout happen once (e.g. the goal's status/version), so "paid" and "recorded as
 * paid" cannot come apart.
 */
import type { Ctx } from '../context';
import { getRow } from '../util/direct';
import { updateRowParams } from '../util/direct-writes';
import { CONSISTENT, type TxItem } from '../util/tx';
import { levelForXp } from './levels';
import { UserStats, XpLedger, type XpOwnerType } from './store';

/** An owner whose XP total lives in its own row (user, category, habit, routine). */
export interface XpAccount {
  type: XpOwnerType;
  id: string;
  /** XP held now, as just read; take-backs are clamped to it. */
  xp: number;
  /** The update adding `delta` to this owner's `xp`; a negative delta conditions on `xp >= -delta`. */
  add: (delta: number) => TxItem;
}

/**
 * The XP removed from an account when taking back `amount`: never more than it holds
 * (DOMAIN-FACTS: "never below 0"). The write then conditions on `xp >= taken`, so a
 * concurrent change makes the transaction fail and the caller re-reads, instead of
 * an ADD driving the total negative.
 */
export function takeBackAmount(account: Pick<XpAccount, 'xp'>, amount: number): number {
  return Math.max(0, Math.min(account.xp, amount));
}

export async function userAccount(ctx: Ctx): Promise<XpAccount> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const stats = await getRow(db, UserStats(db), { userId }, CONSISTENT);
  return {
    type: 'user',
    id: userId,
    xp: stats?.xp ?? 0,
    // `update` (an upsert) on purpose: the stats row is created by the first payout.
    add: (delta) => ({
      Update: updateRowParams(db, UserStats(db), { userId }, { add: { xp: delta }, where: (c) => (delta < 0 ? c.gte('xp', -delta) : '') }),
    }),
  };
}

/** The day's ledger row for one owner (ADD, so several payouts on a day sum up). */
export function ledgerItem(ctx: Ctx, owner: { type: XpOwnerType; id: string }, day: string, delta: number): TxItem {
  return {
    Update: updateRowParams(ctx.deps.db, XpLedger(ctx.deps.db), { userId: ctx.actor.userId, day, ownerType: owner.type, ownerId: owner.id }, { add: { delta } }),
  };
}

/**
 * Pay (`delta` > 0) or take back (`delta` < 0, clamped per account) the same amount to every
 * account, plus ledger rows for them and for `alsoLedger` (owners whose XP is stored by the
 * caller, e.g. the goal's own `xpAwarded`). Accounts that end up with nothing to move are left
 * out: a zero ADD would only widen the transaction.
 */
export function payoutItems(
  ctx: Ctx,
  accounts: XpAccount[],
  day: string,
  delta: number,
  alsoLedger: { type: XpOwnerType; id: string }[] = [],
): TxItem[] {
  const items: TxItem[] = [];
  for (const account of accounts) {
    const moved = delta >= 0 ? delta : -takeBackAmount(account, -delta);
    if (moved === 0) continue;
    items.push(account.add(moved), ledgerItem(ctx, account, day, moved));
  }
  if (delta !== 0) for (const owner of alsoLedger) items.push(ledgerItem(ctx, owner, day, delta));
  return items;
}

/** The person's XP and level (levels.ts curve), for the profile. */
export async function getUserXp(ctx: Ctx): Promise<{ xp: number; level: number }> {
  const { xp } = await userAccount(ctx);
  return { xp, level: levelForXp(xp) };
}
