/**
 * The hot paths read some entities without ElectroDB (core/util/direct.ts, issue 35). Those
 * reads must send what ElectroDB sends and return what it returns: here every entity and
 * option they are used with is read both ways, over a real account (a routine, a checked and
 * an unchecked day, streak rows), and compared: the command's parameters and the items.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Users } from '../../../core/users/entity';
import { Configurations } from '../../../core/configuration/entity';
import { Schedules } from '../../../core/schedule/entity';
import { Habits } from '../../../core/habit/entity';
import { Tasks } from '../../../core/task/entity';
import { Routines } from '../../../core/routine/entity';
import { Categories } from '../../../core/category/entity';
import { Snapshots } from '../../../core/dayclose/entity';
import { Checks } from '../../../core/today/entity';
import { UserStats } from '../../../core/xp/store';
import { Constance, Outcomes } from '../../../core/constance/entity';
import type { Db } from '../../../core/db/client';
import { getRow, queryRows, type QueryOptions, type ReadOptions } from '../../../core/util/direct';
import { pageOptions } from '../../../core/util/page';
import { client, type Client } from '../domain-core/helpers';
import { ALL_DAYS } from '../day/helpers';

type AnyEntity = { get(k: object): { params(o?: object): object; go(o?: object): Promise<{ data: unknown }> }; query: { primary(k: object): any } };

let u: Client;
let db: Db;
let ids: { habit: string; task: string; routine: string; category: string; group: string };

/** A Db whose document client only records what it is asked to send. */
function recording(): { db: Db; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const fake = { tableName: db.tableName, doc: { send: async (cmd: { input: Record<string, unknown> }) => (sent.push(cmd.input), {}) } } as unknown as Db;
  return { db: fake, sent };
}

beforeAll(async () => {
  u = await client();
  db = u.ctx.deps.db;
  const category = (await u.ok('POST', '/categories', { name: 'Health' })).id;
  const habit = (await u.ok('POST', '/habits', { name: 'Read', categoryIds: [category] })).id;
  const task = (await u.ok('POST', '/tasks', { name: 'Pay bills', categoryIds: [category] })).id;
  const r = await u.ok('POST', '/routines', {
    name: 'Day',
    sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
  });
  await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
  const group = r.sections[0].items[0].groupId;
  // A check and its uncheck and a check again: stats, ledger, check rows, streak rows exist.
  for (let i = 0; i < 3; i++) await u.ok('POST', `/today/${group}/check`, {}, 200);
  ids = { habit, task, routine: r.id, category, group };
});

async function sameGet(entity: unknown, key: Record<string, unknown>, opts: ReadOptions<string> = {}) {
  const e = entity as (db: Db) => AnyEntity;
  const electro = { ...(opts.consistent ? { consistent: true } : {}), ...(opts.attributes ? { attributes: opts.attributes } : {}) };
  const { db: fake, sent } = recording();
  await getRow(fake, e(fake) as never, key, opts);
  expect(sent[0]).toEqual(e(db).get(key).params(electro));
  const [theirs, ours] = await Promise.all([e(db).get(key).go(electro), getRow(db, e(db) as never, key, opts)]);
  expect(ours).toEqual(theirs.data);
  return ours;
}

async function sameQuery(entity: unknown, key: Record<string, unknown>, opts: QueryOptions<string>) {
  const e = entity as (db: Db) => AnyEntity;
  const chain = (x: AnyEntity) => {
    const q = x.query.primary(key);
    return opts.between ? q.between(opts.between[0], opts.between[1]) : q;
  };
  const electro = {
    ...(opts.consistent ? { consistent: true } : {}),
    ...(opts.attributes ? { attributes: opts.attributes } : {}),
    ...(opts.order ? { order: opts.order } : {}),
    ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
    ...(opts.firstPageOnly ? {} : { pages: 'all' }),
  };
  const { db: fake, sent } = recording();
  await queryRows(fake, e(fake) as never, key, opts);
  const { pages: _p, ...paramsOpts } = electro as Record<string, unknown>;
  expect(sent[0]).toEqual(chain(e(db)).params(paramsOpts));
  const [theirs, ours] = await Promise.all([chain(e(db)).go(electro), queryRows(db, e(db) as never, key, opts)]);
  expect(ours.items).toEqual(theirs.data);
  return ours.items;
}

describe('direct reads send and return what ElectroDB does', () => {
  it('gets: profile (projected), configuration, schedules, snapshot, routine, check row, accounts, streak rows', async () => {
    const userId = u.id;
    const today = (await u.ok('GET', '/today')).date as string;
    expect(await sameGet(Users, { userId }, { consistent: true, attributes: ['userId', 'deletedAt'] })).toEqual({ userId });
    await sameGet(Configurations, { userId });
    expect(await sameGet(Schedules, { userId }, { consistent: true })).toMatchObject({ userId });
    await sameGet(Snapshots, { userId, day: today }, { consistent: true });
    expect(await sameGet(Routines, { userId, routineId: ids.routine }, { consistent: true })).toMatchObject({ routineId: ids.routine });
    expect(await sameGet(Checks, { userId, day: today, entryId: ids.group }, { consistent: true })).toMatchObject({ status: 'CHECKED' });
    expect(await sameGet(UserStats, { userId }, { consistent: true })).toMatchObject({ userId });
    expect(await sameGet(Categories, { userId, categoryId: ids.category }, { consistent: true })).toMatchObject({ categoryId: ids.category });
    expect(await sameGet(Habits, { userId, habitId: ids.habit }, { consistent: true })).toMatchObject({ habitId: ids.habit });
    expect(await sameGet(Constance, { userId }, { consistent: true })).toMatchObject({ userId });
    expect(await sameGet(Habits, { userId, habitId: 'hab_01HZZZZZZZZZZZZZZZZZZZZZZZ' }, { consistent: true })).toBeNull();
  });

  it('a key that holds another entity\'s item reads as none, as ElectroDB reads it', async () => {
    // The check row's key read as a routine: wrong identifiers, so nothing.
    const e = Routines(db) as unknown as AnyEntity;
    const { Key } = (Checks(db) as unknown as AnyEntity).get({ userId: u.id, day: (await u.ok('GET', '/today')).date, entryId: ids.group }).params() as { Key: Record<string, string> };
    expect(Key.sk!.startsWith('CHK#')).toBe(true);
    expect(await getRow(db, e as never, { userId: u.id, routineId: 'x' }, { consistent: true })).toEqual((await e.get({ userId: u.id, routineId: 'x' }).go({ consistent: true })).data);
  });

  it('queries: habits and tasks (projected), the day\'s checks, an owner\'s outcome range newest first', async () => {
    const userId = u.id;
    const today = (await u.ok('GET', '/today')).date as string;
    expect(await sameQuery(Habits, { userId }, { attributes: ['habitId', 'name', 'importance', 'difficulty', 'categoryIds', 'currentStreak', 'xp'] })).toHaveLength(1);
    expect(await sameQuery(Tasks, { userId }, { attributes: ['taskId', 'name', 'importance', 'difficulty', 'categoryIds', 'oneTimeTask', 'currentStreak'] })).toHaveLength(1);
    expect(await sameQuery(Checks, { userId, day: today }, { consistent: true })).toHaveLength(1);
    expect(await sameQuery(Habits, { userId }, {})).toHaveLength(1);
    await sameQuery(Outcomes, { userId, ownerType: 'habit', ownerId: ids.habit }, {
      between: [{ day: '0000-01-01' }, { day: today }],
      order: 'desc',
      limit: 100,
      firstPageOnly: true,
      attributes: ['day', 'outcome'],
      consistent: true,
    });
  });

  it('GET /habits pages as ElectroDB\'s paged query did: the same items, a cursor exactly while more may follow', async () => {
    const me = await client();
    for (let i = 0; i < 5; i++) await me.ok('POST', '/habits', { name: `Habit ${i}` });
    const entity = Habits(db);
    for (const limit of [1, 2, 4, 5, 6]) {
      let cursor: string | null = null;
      let after: string | undefined;
      do {
        const page: { items: { id: string }[]; nextCursor: string | null } = await me.ok('GET', `/habits?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        const theirs = await entity.query.primary({ userId: me.id }).go(pageOptions(entity, after ? { userId: me.id, habitId: after } : undefined, limit));
        expect(page.items.map((h) => h.id)).toEqual(theirs.data.map((h) => h.habitId));
        expect({ limit, more: page.nextCursor !== null, items: page.items.length }).toEqual({ limit, more: theirs.cursor !== null && theirs.data.length > 0, items: theirs.data.length });
        cursor = page.nextCursor;
        after = page.items.at(-1)?.id;
      } while (cursor);
    }
  });

  it('refuses an entity it would read differently', async () => {
    const renamed = { schema: { model: { entity: 'x', version: '1' }, attributes: { a: { type: 'string', field: 'b' } }, indexes: { primary: { pk: { field: 'pk', composite: [], template: 'X', casing: 'none' }, sk: { field: 'sk', composite: [], template: 'Y', casing: 'none' } } } } };
    await expect(getRow(db, renamed as never, {})).rejects.toThrow(/not stored as read/);
  });
});
