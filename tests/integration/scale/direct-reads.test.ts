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
import type { Ctx } from '../../../core/context';
import { Chats, Messages } from '../../../core/ai/agent/chat/entities';
import { loadChat } from '../../../core/ai/agent/chat/service';
import { loadWindow } from '../../../core/ai/agent/chat/messages';
import { TurnKeys, Turns } from '../../../core/ai/agent/record/entities';
import { chatTurns } from '../../../core/ai/agent/record/read';
import { claimedTurn, renewTurnLease } from '../../../core/ai/agent/record/store';
import { freeSlot, slotClaim, StreamSlots } from '../../../core/limits/stream-slots';
import { fixedClock } from '../../support/deps';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
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

describe("an agent turn's reads and lease commands send and return what ElectroDB does", () => {
  let userId: string;
  const chatId = 'cht_A';
  /** A clock that stands still: the lease times computed here and there are the same. */
  const clock = fixedClock(new Date('2026-03-02T10:00:00.000Z'));
  /** The same person's context over another client (the table's, or one that only records). */
  const ctxOn = (over: Db): Ctx => ({ deps: { ...u.ctx.deps, db: over, clock }, actor: { userId } }) as unknown as Ctx;
  const now = () => clock.now().getTime();

  beforeAll(async () => {
    userId = (await client()).id;
    const at = (i: number) => `2026-03-02T10:00:0${i}.000Z`;
    await Chats(db).create({ userId, chatId, title: 'Plans', createdAt: at(0), lastActivityAt: at(5), context: 'likes mornings' }).go();
    // A chat whose id starts with the first's: its rows must stay out of the first's reads.
    await Chats(db).create({ userId, chatId: 'cht_AB', title: 'New chat', createdAt: at(0), lastActivityAt: at(0) }).go();
    const messages = [
      { messageId: 'msg_1', role: 'user' as const, segments: [{ type: 'text', text: 'hi' }], turnId: 'trn_1' },
      { messageId: 'msg_2', role: 'assistant' as const, segments: [{ type: 'text', text: 'hello' }], turnId: 'trn_1', servedBy: 'gemini', servedLink: 'gemini', servedModel: 'flash', tokensIn: 3, tokensOut: 4 },
      { messageId: 'msg_3', role: 'user' as const, segments: [{ type: 'text', text: 'plan my day' }], turnId: 'trn_2' },
      { messageId: 'msg_4', role: 'assistant' as const, segments: [{ type: 'text', text: 'par' }], turnId: 'trn_2', status: 'interrupted' as const },
    ];
    for (const [i, m] of messages.entries()) await Messages(db).create({ userId, chatId, createdAt: at(i), ...m }).go();
    await Messages(db).create({ userId, chatId: 'cht_AB', messageId: 'msg_9', role: 'user', segments: [], createdAt: at(9) }).go();
    await Turns(db).create({ userId, chatId, turnId: 'trn_1', userMessageId: 'msg_1', status: 'COMPLETE', leaseUntil: 1, createdAt: at(0), assistantMessageId: 'msg_2', steps: [{ link: 'gemini', tokensIn: 3, tokensOut: 4 }], expiresAt: 99 }).go();
    await Turns(db).create({ userId, chatId, turnId: 'trn_2', userMessageId: 'msg_3', clientMessageId: 'cm-2', status: 'STREAMING', leaseUntil: now() + 60_000, createdAt: at(2) }).go();
    await Turns(db).create({ userId, chatId: 'cht_AB', turnId: 'trn_9', userMessageId: 'msg_9', status: 'FAILED', leaseUntil: 1, createdAt: at(9) }).go();
    await TurnKeys(db).create({ userId, chatId, clientMessageId: 'cm-2', turnId: 'trn_2', expiresAt: 99 }).go();
  });

  it('the chat, the window, the turns and the claim', async () => {
    const { db: fake, sent } = recording();
    const chat = await loadChat(ctxOn(db), chatId);
    expect(chat).toEqual((await Chats(db).get({ userId, chatId }).go()).data);
    await expect(loadChat(ctxOn(db), 'cht_none')).rejects.toThrow();
    await loadChat(ctxOn(fake), chatId).catch(() => undefined);
    expect(sent.pop()).toEqual(Chats(db).get({ userId, chatId }).params());

    for (const n of [1, 3, 10]) {
      const theirs = (await Messages(db).query.primary({ userId, chatId }).go({ order: 'desc', limit: n, consistent: true })).data.reverse();
      expect(await loadWindow(ctxOn(db), chatId, n)).toEqual(theirs);
      await loadWindow(ctxOn(fake), chatId, n);
      expect(sent.pop()).toEqual(Messages(db).query.primary({ userId, chatId }).params({ order: 'desc', limit: n, consistent: true }));
    }
    expect((await loadWindow(ctxOn(db), chatId, 10)).map((m) => m.messageId)).toEqual(['msg_1', 'msg_2', 'msg_3', 'msg_4']);

    const turns = await chatTurns(ctxOn(db), chatId);
    expect(turns).toEqual((await Turns(db).query.primary({ userId, chatId }).go({ consistent: true, pages: 'all' })).data);
    expect(turns.map((t) => t.turnId)).toEqual(['trn_1', 'trn_2']);
    await chatTurns(ctxOn(fake), chatId);
    expect(sent.pop()).toEqual(Turns(db).query.primary({ userId, chatId }).params({ consistent: true }));

    for (const cm of ['cm-2', 'cm-none']) {
      const theirs = (await TurnKeys(db).get({ userId, chatId, clientMessageId: cm }).go({ consistent: true })).data;
      expect(await claimedTurn(ctxOn(db), chatId, cm)).toBe(theirs?.turnId);
      await claimedTurn(ctxOn(fake), chatId, cm);
      expect(sent.pop()).toEqual(TurnKeys(db).get({ userId, chatId, clientMessageId: cm }).params({ consistent: true }));
    }
    expect(await claimedTurn(ctxOn(db), chatId, 'cm-2')).toBe('trn_2');
  });

  it('the free slot, and the lease: renew, look, release', async () => {
    const { db: fake, sent } = recording();
    const electroFree = async () => {
      const rows = (await StreamSlots(db).query.primary({ userId }).go({ consistent: true, pages: 'all' })).data;
      return [0, 1].find((slot) => !rows.some((r) => r.slot === slot && r.leaseUntil >= now()));
    };
    expect(await freeSlot(ctxOn(db))).toBe(0);
    await freeSlot(ctxOn(fake));
    expect(sent.pop()).toEqual(StreamSlots(db).query.primary({ userId }).params({ consistent: true }));

    const first = slotClaim(ctxOn(db), chatId, 0);
    await db.doc.send(new PutCommand(first.item.Put!));
    // A slot whose lease ran out is free again.
    await StreamSlots(db).create({ userId, slot: 1, holder: 'dead', chatId, leaseUntil: now() - 1, expiresAt: 99 }).go();
    expect(await freeSlot(ctxOn(db))).toBe(await electroFree());
    expect(await freeSlot(ctxOn(db))).toBe(1);

    const lease = first.lease;
    expect(await lease.stillHeld()).toBe(true);
    expect(await lease.renew()).toBe(true);
    const stored = (await StreamSlots(db).get({ userId, slot: 0 }).go({ consistent: true })).data;
    expect(stored).toMatchObject({ holder: lease.holder, chatId, leaseUntil: now() + 60_000 });
    await lease.release();
    expect(await lease.stillHeld()).toBe(false);
    expect(await lease.renew()).toBe(false);
    await lease.release(); // gone already: nothing to do

    // The very commands ElectroDB sent for them.
    const onFake = slotClaim(ctxOn(fake), chatId, 0).lease;
    const key = { userId, slot: 0 };
    const heldBy = ((a: { holder: unknown }, op: { eq(a: unknown, v: unknown): string }) => op.eq(a.holder, onFake.holder)) as never;
    const until = now() + 60_000;
    const expected: Record<string, unknown>[] = [];
    const { db: fake2, sent: theirs } = recording();
    await StreamSlots(fake2).patch(key).set({ leaseUntil: until, expiresAt: Math.ceil(until / 1000) + 3600 }).where(heldBy).go({ response: 'none' });
    // The look is a projected get: its parameters are ElectroDB's `params()`, whose projection
    // leaves out the identifiers its `go()` adds (direct.ts goes by the key instead, as above).
    theirs.push(StreamSlots(db).get(key).params({ consistent: true, attributes: ['holder'] }));
    await StreamSlots(fake2).delete(key).where(heldBy).go({ response: 'none' });
    expected.push(...theirs);
    await onFake.renew();
    await onFake.stillHeld();
    await onFake.release();
    expect(sent).toEqual(expected);
  });

  it("the turn's heartbeat", async () => {
    const ref = { chatId, turnId: 'trn_2', userMessageId: 'msg_3' };
    const { db: fake, sent } = recording();
    const { db: fake2, sent: theirs } = recording();
    await renewTurnLease(ctxOn(fake), ref, 12345);
    await Turns(fake2)
      .patch({ userId, chatId, turnId: 'trn_2' })
      .set({ leaseUntil: 12345 })
      .where((a, op) => op.eq(a.status, 'STREAMING'))
      .go({ response: 'none' });
    expect(sent).toEqual(theirs);
    expect(await renewTurnLease(ctxOn(db), ref, now() + 1)).toBe(true);
    expect(await renewTurnLease(ctxOn(db), { ...ref, turnId: 'trn_1' }, now() + 1)).toBe(false);
  });
});
