/**
 * The one transaction that moves an entry between OPEN, CHECKED and SKIPPED: the check row,
 * the XP (paid or taken back, with ledger rows), and the day itself — an open day must still
 * be open (no snapshot yet), a closed day's snapshot entry changes with its outcome rows.
 */
import { closedDayOutcomes, repairItems } from '../constance/repair';
import { ownerKey, stored, type Stored } from '../constance/refresh';
import type { HabitStreakRow } from '../habit/xp';
import type { EntryStatus } from '../constance/outcome';
import type { Ctx } from '../context';
import { Snapshots } from '../dayclose/entity';
import { summaryPut } from '../dayclose/summary';
import { deleteParams, keyParams, putParams } from '../util/direct-writes';
import { StaleRead, transact, type TxItem } from '../util/tx';
import type { XpDecayStrategy } from '../xp/late';
import type { Day } from './day';
import { Checks, type CheckRow } from './entity';
import { xpIfChecked } from './entry-xp';
import { checkRow } from './rows';
import { accountsFor, moveXp } from './pay';

export interface Clockwork {
  today: string;
  daysLate: number;
  strategy: XpDecayStrategy;
}

export interface Committed {
  /** The XP moved: + paid, − taken back. */
  moved: number;
  /**
   * The streak owners' rows read strongly before the transaction (the habit paid, the day's
   * routine), by `ownerKey`: the transaction only ADDs their XP, so the streak refresh starts
   * from them instead of reading them again (constance/refresh.ts says when it re-reads).
   */
  before: Map<string, Stored>;
}

/**
 * Commits `next` for entry `index` of `d`.
 * `existing` is the entry's check row as the caller read it beside the day (read here if not).
 */
export async function commit(ctx: Ctx, d: Day, index: number, next: EntryStatus, t: Clockwork, existing?: CheckRow | null): Promise<Committed> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const entry = d.entries[index]!;
  const key = { userId, day: d.day, entryId: entry.entryId };
  if (existing === undefined) existing = await checkRow(ctx, d.day, entry.entryId);
  // The move was decided on `entry.status`; a check row saying otherwise was written since
  // (an identical check that won the race): re-read the day rather than pay twice.
  if (existing && existing.status !== entry.status) throw new StaleRead(`check ${entry.entryId} changed while being marked`);
  const items: TxItem[] = [];
  let moved = 0;
  let row: CheckRow | undefined;
  const before = new Map<string, Stored>();
  const routineRow = d.read?.routine;
  if (routineRow && routineRow.routineId === entry.routineId) before.set(ownerKey({ type: 'routine', id: routineRow.routineId }), stored(routineRow)!);
  const habitRead = (habitRow: HabitStreakRow | undefined) => habitRow && before.set(ownerKey({ type: 'habit', id: entry.refId }), stored(habitRow)!);

  if (entry.status === 'CHECKED') {
    // Exactly what was stored, from exactly the owners that were paid, on the day it was booked.
    const amount = existing?.xp ?? entry.xp;
    const paid = existing ? { routine: existing.paidRoutine, habit: existing.paidHabit, categoryIds: existing.paidCategoryIds } : undefined;
    const { accounts, habitRow } = await accountsFor(ctx, { ...entry, routineId: existing?.routineId ?? entry.routineId, paid }, -1, d.read?.routine);
    habitRead(habitRow);
    items.push(...moveXp(ctx, accounts, existing?.ledgerDay ?? t.today, -amount));
    moved = -amount;
  }
  const base = { ...key, routineId: entry.routineId, kind: entry.kind, refId: entry.refId, ledgerDay: t.today, daysLate: t.daysLate, oneTimeTask: entry.oneTimeTask, at: ctx.deps.clock.now().toISOString() };
  if (next === 'CHECKED') {
    // Exactly what the day read showed on this entry (issue #29): the same rule on the same
    // streak. A walk of the outcome rows here disagreed with it before the day close had
    // written yesterday's row, and the person is paid what they were told.
    const { accounts, paid, habitRow } = await accountsFor(ctx, entry, 1, d.read?.routine);
    habitRead(habitRow);
    const amount = xpIfChecked(entry, t.daysLate, t.strategy);
    items.push(...moveXp(ctx, accounts, t.today, amount));
    moved = amount;
    row = { ...base, status: 'CHECKED', xp: amount, paidRoutine: paid.routine, paidHabit: paid.habit, paidCategoryIds: paid.categoryIds };
  } else if (next === 'SKIPPED') {
    row = { ...base, status: 'SKIPPED', xp: 0, paidRoutine: false, paidHabit: false, paidCategoryIds: [] };
  }

  // ElectroDB's delete / put / create parameters, built directly (util/direct-writes.ts).
  const checks = Checks(db);
  if (!row) items.push({ Delete: deleteParams(db, checks, key, (c) => c.eq('status', existing?.status ?? 'CHECKED')) });
  else if (existing) items.push({ Put: putParams(db, checks, row, (c) => c.eq('status', existing.status)) });
  else items.push({ Put: putParams(db, checks, row) });

  items.push(...dayItems(ctx, d, index, next, row?.xp ?? 0));
  await transact(db, items);
  return { moved, before };
}

function dayItems(ctx: Ctx, d: Day, index: number, next: EntryStatus, xp: number): TxItem[] {
  const snapshots = Snapshots(ctx.deps.db);
  const key = { userId: ctx.actor.userId, day: d.day };
  if (!d.snapshot) {
    // Open day: commit only while it is still open, so the snapshot never misses a check.
    const { Key, TableName } = keyParams(ctx.deps.db, snapshots, key);
    return [{ ConditionCheck: { TableName, Key, ConditionExpression: 'attribute_not_exists(pk)' } }];
  }
  const version = d.snapshot.version;
  const entries = d.entries.map(({ routineId: _r, streak: _s, ...e }, i) => (i === index ? { ...e, status: next, xp } : e));
  const update = snapshots
    .patch(key)
    .set({ entries })
    .add({ version: 1 })
    .where((a, op) => op.eq(a.version, version));
  const items: TxItem[] = [{ Update: update.params() }, summaryPut(ctx, d.day, { routineId: d.routine?.id, moodLevel: d.snapshot.moodLevel, entries })];
  if (d.snapshot.outcomesWritten) {
    const routineId = d.routine?.id ?? null;
    const before = closedDayOutcomes(key.userId, routineId, d.entries, d.snapshot.mode);
    const after = closedDayOutcomes(key.userId, routineId, entries, d.snapshot.mode);
    items.push(...repairItems(ctx, d.day, before, after));
  }
  return items;
}
