/**
 * A check's hot writes are built without ElectroDB (core/util/direct-writes.ts, issue 35).
 * They must be the parameters ElectroDB builds for the same inputs: every call shape the check
 * and the streak writes use is built both ways here, over several inputs (paying and taking
 * back, with and without the optional attributes), and compared whole — expression text,
 * placeholder names and values, keys, items. The behaviour of those writes against the table
 * is what the day, domain-core and constance suites test.
 */
import { describe, expect, it } from 'vitest';
import { Habits } from '../../../core/habit/entity';
import { Tasks } from '../../../core/task/entity';
import { Routines } from '../../../core/routine/entity';
import { Categories } from '../../../core/category/entity';
import { Snapshots } from '../../../core/dayclose/entity';
import { Checks, type CheckRow } from '../../../core/today/entity';
import { UserStats, XpLedger } from '../../../core/xp/store';
import { Constance } from '../../../core/constance/entity';
import type { Db } from '../../../core/db/client';
import { deleteParams, keyParams, patchParams, putParams, updateRowParams, upsertParams, type Cond } from '../../../core/util/direct-writes';

// Parameters only: ElectroDB wants a client that can send, but nothing is ever sent.
const refuse = async () => {
  throw new Error('parameters only: nothing is sent');
};
const db = { tableName: 'beyou-direct-writes', doc: { send: refuse } } as unknown as Db;
const userId = 'usr_direct';
const bestStill = (was: number) => (c: Cond) => `(${c.eq('bestStreak', was)} OR ${c.notExists('bestStreak')})`;
type Ops = { eq(a: unknown, v: unknown): string; gte(a: unknown, v: unknown): string; notExists(a: unknown): string };
type Attrs = Record<string, unknown>;
const electroBest = (was: number) => (a: Attrs, op: Ops) => `(${op.eq(a.bestStreak, was)} OR ${op.notExists(a.bestStreak)})`;

describe('streak writes', () => {
  for (const [current, best, was] of [
    [1, 3, 3],
    [4, 4, 3],
    [0, 0, 0],
  ] as const) {
    it(`habit, task and routine patches (current ${current}, best ${best})`, () => {
      const set = { currentStreak: current, bestStreak: best };
      const dated = { ...set, lastCheckDate: '2026-03-02', firstCheckDate: '2026-01-01' };
      const habit = { userId, habitId: 'hab_1' };
      expect(patchParams(db, Habits(db), habit, { set: dated, where: bestStill(was) })).toEqual(Habits(db).patch(habit).set(dated).where(electroBest(was) as never).params());
      expect(patchParams(db, Habits(db), habit, { set, remove: ['lastCheckDate', 'firstCheckDate'], where: bestStill(was) })).toEqual(
        Habits(db).patch(habit).set(set).remove(['lastCheckDate', 'firstCheckDate']).where(electroBest(was) as never).params(),
      );
      const task = { userId, taskId: 'tsk_1' };
      expect(patchParams(db, Tasks(db), task, { set, where: bestStill(was) })).toEqual(Tasks(db).patch(task).set(set).where(electroBest(was) as never).params());
      const routine = { userId, routineId: 'rtn_1' };
      expect(patchParams(db, Routines(db), routine, { set, where: bestStill(was) })).toEqual(Routines(db).patch(routine).set(set).where(electroBest(was) as never).params());
    });

    it(`the account's constance upsert (current ${current}, best ${best})`, () => {
      for (const extra of [{}, { lastActiveDay: '2026-03-01' }]) {
        const set = { currentStreak: current, bestStreak: best, derivedOn: '2026-03-02', ...extra };
        expect(upsertParams(db, Constance(db), { userId }, { set, where: bestStill(was) })).toEqual(
          Constance(db)
            .upsert({ userId, ...set })
            .where(electroBest(was) as never)
            .params(),
        );
      }
    });
  }
});

describe('a check transaction', () => {
  for (const delta of [7, -7, -1]) {
    it(`XP accounts and ledger rows (delta ${delta})`, () => {
      const gte = (attr: string) => (c: Cond) => (delta < 0 ? c.gte(attr, -delta) : '');
      const electroGte = (a: Attrs, op: Ops) => (delta < 0 ? op.gte(a.xp, -delta) : '');
      expect(updateRowParams(db, UserStats(db), { userId }, { add: { xp: delta }, where: gte('xp') })).toEqual(
        UserStats(db).update({ userId }).add({ xp: delta }).where(electroGte as never).params(),
      );
      const routine = { userId, routineId: 'rtn_1' };
      expect(patchParams(db, Routines(db), routine, { add: { xp: delta }, where: gte('xp') })).toEqual(Routines(db).patch(routine).add({ xp: delta }).where(electroGte as never).params());
      const category = { userId, categoryId: 'cat_1' };
      expect(patchParams(db, Categories(db), category, { add: { xp: delta }, where: gte('xp') })).toEqual(
        Categories(db).patch(category).add({ xp: delta }).where(electroGte as never).params(),
      );
      for (const checks of [1, -1] as const) {
        const habit = { userId, habitId: 'hab_1' };
        const where = (c: Cond) => [delta < 0 ? c.gte('xp', -delta) : '', checks < 0 ? c.gte('totalChecks', 1) : ''].filter(Boolean).join(' AND ');
        const electro = (a: Attrs, op: Ops) => [delta < 0 ? op.gte(a.xp, -delta) : '', checks < 0 ? op.gte(a.totalChecks, 1) : ''].filter(Boolean).join(' AND ');
        expect(patchParams(db, Habits(db), habit, { add: { xp: delta, totalChecks: checks }, where })).toEqual(
          Habits(db).patch(habit).add({ xp: delta, totalChecks: checks }).where(electro as never).params(),
        );
      }
      for (const ownerType of ['user', 'routine', 'habit', 'category'] as const) {
        const key = { userId, day: '2026-03-02', ownerType, ownerId: `${ownerType}_1` };
        expect(updateRowParams(db, XpLedger(db), key, { add: { delta } })).toEqual(XpLedger(db).update(key).add({ delta }).params());
      }
    });
  }

  const row: CheckRow = {
    userId,
    day: '2026-03-02',
    entryId: 'grp_1',
    routineId: 'rtn_1',
    kind: 'habit',
    refId: 'hab_1',
    status: 'CHECKED',
    xp: 12,
    paidCategoryIds: ['cat_1', 'cat_2'],
    paidHabit: true,
    paidRoutine: true,
    ledgerDay: '2026-03-02',
    daysLate: 0,
    oneTimeTask: false,
    at: '2026-03-02T10:00:00.000Z',
  };
  const skipped: CheckRow = { ...row, status: 'SKIPPED', xp: 0, paidCategoryIds: [], paidHabit: false, paidRoutine: false, daysLate: 2, kind: 'task', refId: 'tsk_1', oneTimeTask: true };

  it('the check row: create, put over what was read, delete', () => {
    for (const r of [row, skipped]) {
      expect(putParams(db, Checks(db), r)).toEqual(Checks(db).create(r).params());
      for (const was of ['CHECKED', 'SKIPPED'] as const) {
        expect(putParams(db, Checks(db), r, (c) => c.eq('status', was))).toEqual(
          Checks(db)
            .put(r)
            .where((a, op) => op.eq(a.status, was))
            .params(),
        );
        const key = { userId, day: r.day, entryId: r.entryId };
        expect(deleteParams(db, Checks(db), key, (c) => c.eq('status', was))).toEqual(
          Checks(db)
            .delete(key)
            .where((a, op) => op.eq(a.status, was))
            .params(),
        );
      }
    }
  });

  it("the open day's snapshot key", () => {
    const key = { userId, day: '2026-03-02' };
    expect(keyParams(db, Snapshots(db), key)).toEqual(Snapshots(db).get(key).params());
  });
});
