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
import { deleteParams, keyParams, patchParams, putParams, replaceParams, updateRowParams, upsertParams, type Cond } from '../../../core/util/direct-writes';
import type { Ctx } from '../../../core/context';
import { Configurations } from '../../../core/configuration/entity';
import { Chats, Messages } from '../../../core/ai/agent/chat/entities';
import { NEW_CHAT_TITLE, titleFromMessage } from '../../../core/ai/agent/chat/schema';
import { TURN_KEPT_S, TurnEvents, TurnKeys, Turns, type TurnStatus } from '../../../core/ai/agent/record/entities';
import { chatExists, endTurnItems, startTurnItems, type StoredAnswer, type TurnRef } from '../../../core/ai/agent/record/store';
import { TurnJournal } from '../../../core/ai/agent/record/journal';
import { slotClaim, SLOT_LEASE_MS, StreamSlots } from '../../../core/limits/stream-slots';
import { fixedClock } from '../../support/deps';

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

/** A turn's context over the parameters-only client, at a fixed time. */
const clock = fixedClock(new Date('2026-03-02T10:00:00.000Z'));
const ctx = { deps: { db, clock }, actor: { userId } } as unknown as Ctx;
const nowIso = clock.now().toISOString();
const nowS = Math.floor(clock.now().getTime() / 1000);
type LtOps = Ops & { lt(a: unknown, v: unknown): string };

describe("an agent turn's open (turn/open.ts's transaction)", () => {
  for (const [title, text, clientMessageId] of [
    [NEW_CHAT_TITLE, 'What should I do today?', 'cm-1'],
    [NEW_CHAT_TITLE, `A long first message ${'that goes on '.repeat(8)}`, undefined],
    ['Planning', 'And tomorrow?', undefined],
    ['Planning', 'And tomorrow?', 'cm-2'],
  ] as const) {
    it(`the message, the chat's activity, the turn and its claim (title ${title}, claim ${clientMessageId ?? 'none'})`, () => {
      const chat = { chatId: 'cht_1', title };
      const leaseUntil = clock.now().getTime() + 30_000;
      const start = startTurnItems(ctx, chat, text, { leaseUntil, clientMessageId });
      const { turnId, userMessageId } = start.ref;
      // ElectroDB as the open built them before (the message's `status` is its default).
      const electro = [
        { Put: Messages(db).create({ userId, chatId: chat.chatId, ...start.userMessage }).params() },
        {
          Update: Chats(db)
            .patch({ userId, chatId: chat.chatId })
            .set({ lastActivityAt: nowIso, ...(title === NEW_CHAT_TITLE ? { title: titleFromMessage(text) } : {}) })
            .params(),
        },
        { Put: Turns(db).create({ userId, chatId: chat.chatId, turnId, userMessageId, clientMessageId, status: 'STREAMING', leaseUntil, createdAt: nowIso }).params() },
        ...(clientMessageId ? [{ Put: TurnKeys(db).create({ userId, chatId: chat.chatId, clientMessageId, turnId, expiresAt: nowS + TURN_KEPT_S }).params() }] : []),
      ];
      expect(start.items).toEqual(electro);
      expect((start.items[0]!.Put!.Item as Record<string, unknown>).status).toBe('complete');
      // The chat's gsi1 sort key follows its activity (the chat list's order).
      expect((start.items[1]!.Update!.ExpressionAttributeValues as Record<string, unknown>)[':gsi1sk_u0']).toBe(`${nowIso}#cht_1`);
      expect(start.claimItem).toBe(clientMessageId ? 3 : undefined);
    });
  }

  for (const slot of [0, 1]) {
    it(`the stream slot's claim (slot ${slot})`, () => {
      const { item } = slotClaim(ctx, 'cht_1', slot);
      const row = item.Put!.Item as { holder: string };
      const until = clock.now().getTime() + SLOT_LEASE_MS;
      const now = clock.now().getTime();
      expect(item.Put).toEqual(
        StreamSlots(db)
          .put({ userId, slot, holder: row.holder, chatId: 'cht_1', leaseUntil: until, expiresAt: Math.ceil(until / 1000) + 3600 })
          .where(((a: Attrs, op: LtOps) => `${op.notExists(a.holder)} OR ${op.lt(a.leaseUntil, now)}`) as never)
          .params(),
      );
    });
  }
});

describe("an agent turn's events, heartbeat and end", () => {
  it('a flush of events is the put ElectroDB built', () => {
    for (const events of [[{ seq: 1, event: 'turn', data: { turnId: 'trn_1' } }], [3, 4, 5].map((seq) => ({ seq, event: 'token', data: { text: `t${seq}` } }))]) {
      const journal = new TurnJournal(ctx, 'trn_1');
      for (const e of events) journal.append(e, { hold: true });
      const [item] = journal.takeItems();
      const electro = TurnEvents(db)
        .put({ userId, turnId: 'trn_1', fromSeq: String(events[0]!.seq).padStart(7, '0'), toSeq: events.at(-1)!.seq, events, expiresAt: nowS + 30 * 24 * 3600 })
        .params();
      expect(item!.Put).toEqual(electro);
      expect(replaceParams(db, TurnEvents(db), { userId, turnId: 'trn_1', fromSeq: '0000001', toSeq: 1, events })).toEqual(
        TurnEvents(db).put({ userId, turnId: 'trn_1', fromSeq: '0000001', toSeq: 1, events }).params(),
      );
    }
  });

  it('the turn lease and the slot lease: patch, delete and key', () => {
    const key = { userId, chatId: 'cht_1', turnId: 'trn_1' };
    expect(patchParams(db, Turns(db), key, { set: { leaseUntil: 5 }, where: (c) => c.eq('status', 'STREAMING') })).toEqual(
      Turns(db)
        .patch(key)
        .set({ leaseUntil: 5 })
        .where((a, op) => op.eq(a.status, 'STREAMING'))
        .params(),
    );
    const slotKey = { userId, slot: 1 };
    expect(patchParams(db, StreamSlots(db), slotKey, { set: { leaseUntil: 7, expiresAt: 8 }, where: (c) => c.eq('holder', 'h') })).toEqual(
      StreamSlots(db)
        .patch(slotKey)
        .set({ leaseUntil: 7, expiresAt: 8 })
        .where(((a: Attrs, op: Ops) => op.eq(a.holder, 'h')) as never)
        .params(),
    );
    expect(deleteParams(db, StreamSlots(db), slotKey, (c) => c.eq('holder', 'h'))).toEqual(
      StreamSlots(db)
        .delete(slotKey)
        .where(((a: Attrs, op: Ops) => op.eq(a.holder, 'h')) as never)
        .params(),
    );
    expect(chatExists(ctx, 'cht_1')).toEqual({ ConditionCheck: { TableName: db.tableName, Key: Chats(db).get({ userId, chatId: 'cht_1' }).params().Key, ConditionExpression: 'attribute_exists(pk)' } });
  });

  const ref: TurnRef = { chatId: 'cht_1', turnId: 'trn_1', userMessageId: 'msg_1' };
  const segments = [{ type: 'text', text: 'Done.' }];
  const answers: (StoredAnswer | undefined)[] = [
    undefined,
    { messageId: 'msg_2', segments: segments as never, status: 'complete' },
    {
      messageId: 'msg_2',
      segments: segments as never,
      status: 'interrupted',
      servedLinks: 'gemini:flash',
      servedBy: { link: 'gemini', model: 'flash' },
      tokensIn: 120,
      tokensOut: 40,
      steps: [{ link: 'gemini', tokensIn: 120, tokensOut: 40 }] as never,
      skippedChunks: 2,
    },
  ];
  type EndOpts = NonNullable<Parameters<typeof endTurnItems>[4]>;
  const cases: [Parameters<typeof endTurnItems>[2], EndOpts][] = [
    ['COMPLETE', {}],
    ['FAILED', {}],
    ['INTERRUPTED', { leaseBefore: 1_000 }],
    ['INTERRUPTED', { from: 'AWAITING_APPROVAL' }],
    ['AWAITING_APPROVAL', { awaitingUntil: 9_000, steps: [{ link: 'mistral', tokensIn: 1, tokensOut: 2 }] as never }],
  ];
  for (const [status, opts] of cases) {
    it(`the end's items (${status}, ${JSON.stringify(opts)})`, () => {
      for (const answer of answers) expect(endTurnItems(ctx, ref, status, answer, opts)).toEqual(electroEnd(status, answer, opts));
    });
  }

  /** endTurnItems as ElectroDB built it (record/store.ts before issue 35). */
  function electroEnd(status: Parameters<typeof endTurnItems>[2], answer: StoredAnswer | undefined, opts: EndOpts) {
    const from = opts.from ?? 'STREAMING';
    const steps = answer?.steps ?? opts.steps;
    const items: unknown[] = [
      {
        Update: Turns(db)
          .patch({ userId, chatId: ref.chatId, turnId: ref.turnId })
          .set({
            status,
            expiresAt: nowS + TURN_KEPT_S,
            ...(answer ? { assistantMessageId: answer.messageId } : {}),
            ...(answer?.servedBy ? { servedLink: answer.servedBy.link, servedModel: answer.servedBy.model } : {}),
            ...(opts.awaitingUntil !== undefined ? { awaitingUntil: opts.awaitingUntil } : {}),
            ...(steps?.length ? { steps } : {}),
            ...(answer?.skippedChunks ? { skippedChunks: answer.skippedChunks } : {}),
          })
          .where((a, op) => (opts.leaseBefore === undefined ? op.eq(a.status, from as TurnStatus) : `${op.eq(a.status, from as TurnStatus)} AND ${op.lt(a.leaseUntil, opts.leaseBefore)}`))
          .params(),
      },
    ];
    if (answer) {
      const { servedBy, servedLinks, messageId, steps: _s, skippedChunks: _k, ...rest } = answer;
      items.push(
        {
          Put: Messages(db)
            .create({ userId, chatId: ref.chatId, messageId, turnId: ref.turnId, role: 'assistant', createdAt: nowIso, ...rest, servedBy: servedLinks, servedLink: servedBy?.link, servedModel: servedBy?.model })
            .params(),
        },
        { ConditionCheck: { TableName: db.tableName, Key: Chats(db).get({ userId, chatId: ref.chatId }).params().Key, ConditionExpression: 'attribute_exists(pk)' } },
      );
    }
    return items;
  }
});

describe('secondary index keys and defaults, from the entity schema', () => {
  const segments = [{ type: 'text', text: 'hi' }];
  const chat = { userId, chatId: 'cht_1', title: 'Plans', createdAt: 'a', lastActivityAt: '2026-03-02T10:00:00.000Z' };
  it("a chat's create, put and upsert store both gsi1 keys", () => {
    expect(putParams(db, Chats(db), chat)).toEqual(Chats(db).create(chat).params());
    expect(replaceParams(db, Chats(db), chat)).toEqual(Chats(db).put(chat).params());
    const { userId: _u, chatId: _c, ...set } = chat;
    expect(upsertParams(db, Chats(db), { userId, chatId: 'cht_1' }, { set })).toEqual(Chats(db).upsert(chat).params());
  });

  it('a patch or update sets the index keys whose composites it sets, and only those', () => {
    const key = { userId, chatId: 'cht_1' };
    for (const set of [{ title: 'x' }, { lastActivityAt: 'b' }, { lastActivityAt: 'b', title: 'x' }, { context: 'note', lastActivityAt: 'c' }]) {
      expect(patchParams(db, Chats(db), key, { set })).toEqual(Chats(db).patch(key).set(set).params());
      expect(updateRowParams(db, Chats(db), key, { set })).toEqual(Chats(db).update(key).set(set).params());
    }
    expect(patchParams(db, Chats(db), key, { set: { lastActivityAt: 'b' }, remove: ['context'] })).toEqual(Chats(db).patch(key).set({ lastActivityAt: 'b' }).remove(['context']).params());
    // Another entity's index: a pk composite set, the sk's (the key's userId) not.
    expect(patchParams(db, Configurations(db), { userId }, { set: { timeZone: 'America/Sao_Paulo' } })).toEqual(
      Configurations(db).patch({ userId }).set({ timeZone: 'America/Sao_Paulo' }).params(),
    );
    expect(patchParams(db, Configurations(db), { userId }, { set: { theme: 'Mocha' } })).toEqual(Configurations(db).patch({ userId }).set({ theme: 'Mocha' }).params());
  });

  it('refuses what would leave an index key stale rather than build it differently', () => {
    expect(() => patchParams(db, Chats(db), { userId, chatId: 'cht_1' }, { remove: ['lastActivityAt'] })).toThrow(/index key/);
  });

  it("a message's create takes its status default; a given status stays", () => {
    const m = { userId, chatId: 'cht_1', messageId: 'msg_1', turnId: 'trn_1', role: 'user' as const, segments, createdAt: nowIso };
    expect(putParams(db, Messages(db), m)).toEqual(Messages(db).create(m).params());
    expect(putParams(db, Messages(db), { ...m, status: 'interrupted' })).toEqual(Messages(db).create({ ...m, status: 'interrupted' }).params());
  });
});
