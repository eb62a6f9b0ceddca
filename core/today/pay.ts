/**
 * Who a check pays (DOMAIN-FACTS): a habit's check pays the user, the routine, the habit and
 * each of its categories; a task's pays the user, the routine and its categories (a task
 * with no category earns nothing, decided in view.ts). An uncheck takes back exactly the
 * stored amount from the owners that were paid, never below 0 (xp/payout.ts).
 */
import { categoryAccounts } from '../category/xp';
import type { Ctx } from '../context';
import { habitAccount, type HabitStreakRow } from '../habit/xp';
import type { ItemKind } from '../routine/entity';
import { routineAccount, routineAccountOf } from '../routine/xp';
import type { TxItem } from '../util/tx';
import { ledgerItem, takeBackAmount, userAccount, type XpAccount } from '../xp/payout';

export interface PaidOwners {
  routine: boolean;
  habit: boolean;
  categoryIds: string[];
}

type Account = XpAccount & { always?: boolean };

export async function accountsFor(
  ctx: Ctx,
  who: { routineId: string; kind: ItemKind; refId: string; categoryIds: string[]; paid?: PaidOwners },
  checksDelta: 1 | -1,
  /** The routine row the caller already read strongly in this request (the day's), if any. */
  readRoutine?: { routineId: string; xp: number },
): Promise<{ accounts: Account[]; paid: PaidOwners; habitRow?: HabitStreakRow }> {
  const wantHabit = who.kind === 'habit' && (who.paid?.habit ?? true);
  const wantRoutine = who.paid?.routine ?? true;
  // A routine changed or deleted since that read fails the transaction's conditions, and the
  // check re-reads everything (util/tx.ts): the row is as good as one read now.
  const routineOf = (id: string) => (readRoutine?.routineId === id ? routineAccountOf(ctx, readRoutine) : routineAccount(ctx, id));
  const [user, routine, habit, categories] = await Promise.all([
    userAccount(ctx),
    wantRoutine && who.routineId ? routineOf(who.routineId) : undefined,
    wantHabit ? habitAccount(ctx, who.refId, checksDelta) : undefined,
    categoryAccounts(ctx, who.paid?.categoryIds ?? who.categoryIds),
  ]);
  const accounts: Account[] = [user, ...(routine ? [routine] : []), ...(habit ? [habit] : []), ...categories];
  const paid = { routine: Boolean(routine), habit: Boolean(habit), categoryIds: categories.map((c) => c.id) };
  return { accounts, paid, ...(habit ? { habitRow: habit.row } : {}) };
}

/** Pay (`delta` > 0) or take back (< 0) on every account, with its ledger row on `day`. */
export function moveXp(ctx: Ctx, accounts: Account[], day: string, delta: number): TxItem[] {
  return accounts.flatMap((account) => {
    const moved = delta >= 0 ? delta : -takeBackAmount(account, -delta);
    if (moved === 0 && !account.always) return [];
    return [account.add(moved), ...(moved !== 0 ? [ledgerItem(ctx, account, day, moved)] : [])];
  });
}
