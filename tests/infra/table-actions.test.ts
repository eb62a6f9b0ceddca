/**
 * Least privilege, measured: the background functions' DynamoDB calls recorded while their
 * real code runs against DynamoDB Local, turned into IAM actions, and compared with what
 * stacks/Jobs.ts grants them (stacks.test.ts checks the templates carry exactly those grants).
 * A new call the grant lacks would be AccessDenied in production; a grant nothing uses is
 * privilege for an attacker who gets code running in that function.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChain, memoryChainMetrics, tableCooldowns } from '../../core/ai/chain';
import { Briefings } from '../../core/ai/briefing/entity';
import { getBriefing } from '../../core/ai/briefing/service';
import { briefingHandler } from '../../core/ai/briefing/worker';
import type { BriefingFacts } from '../../core/ai/briefing/facts-types';
import type { Clock, Deps } from '../../core/context';
import { scheduleDayClose } from '../../core/dayclose/schedule';
import { dayCloseHandler } from '../../core/dayclose/worker';
import { ensureTable } from '../../core/db/table';
import { DAY_CLOSE_SCHEDULE_TABLE_ACTIONS, DAY_CLOSE_TABLE_ACTIONS, WORKER_TABLE_ACTIONS } from '../../stacks/Jobs';
import { ROADMAP_TABLE_ACTIONS } from '../../stacks/Tutor';
import { memoryNotebookMetrics } from '../../core/ai/notebook/metrics';
import { RoadmapDrafts } from '../../core/ai/notebook/roadmap-entity';
import { roadmapHandler } from '../../core/ai/notebook/roadmap-worker';
import { noSources } from '../../core/ai/notebook/sources-port';
import { createTutor } from '../../core/ai/notebook/tutor';
import { freshTable, simEnv } from '../support/chain';
import { fixedClock, testDeps } from '../support/deps';
import { testApi } from '../support/http';
import { json, quota429, startProviderSim } from '../support/provider-sim';
import { client } from '../integration/domain-core/helpers';
import { ownQueue, receiveAll } from '../support/queue';

/** DocumentClient (and low-level) command → the IAM action(s) it needs. */
const ACTION: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  GetItemCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  PutItemCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
};
const TRANSACT_ITEM: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

interface Recorder {
  actions: Set<string>;
  onIndex: Set<string>;
}

type Cmd = { constructor: { name: string }; input?: { IndexName?: string; TransactItems?: Record<string, unknown>[] } };

function note(rec: Recorder, c: Cmd) {
  const name = c.constructor.name;
  if (name.startsWith('Transact')) {
    for (const item of c.input?.TransactItems ?? []) for (const k of Object.keys(item)) rec.actions.add(TRANSACT_ITEM[k] ?? `?${k}`);
    return;
  }
  const action = ACTION[name] ?? `?${name}`;
  (c.input?.IndexName ? rec.onIndex : rec.actions).add(action);
}

/** Deps whose clients note every command before sending it. */
function recording(deps: Deps): { deps: Deps; rec: Recorder } {
  const rec: Recorder = { actions: new Set(), onIndex: new Set() };
  const spy = <T extends { send: (...a: any[]) => unknown }>(target: T): T =>
    new Proxy(target, {
      get: (t, p, r) => (p === 'send' ? (c: Cmd, ...rest: unknown[]) => (note(rec, c), t.send(c, ...rest)) : Reflect.get(t, p, r)),
    });
  return { deps: { ...deps, db: { ...deps.db, doc: spy(deps.db.doc), client: spy(deps.db.client) } }, rec };
}

const sorted = (s: Iterable<string>) => [...s].sort();
const sim = await startProviderSim();
afterAll(() => sim.close());

describe('the briefing worker', () => {
  it('sends exactly the table actions it is granted (Query alone on the index)', async () => {
    const table = await freshTable();
    const env = { TABLE_NAME: table, BRIEFING_WAIT_MS: '0', ...simEnv(sim, ['mistral', 'gemini']) };
    const api = testDeps(env);
    const { deps, rec } = recording(testDeps(env));
    const model = buildChain(deps, { metrics: memoryChainMetrics(), cooldowns: tableCooldowns(deps, 0) });
    const worker = briefingHandler(deps, model);
    const facts = async (): Promise<BriefingFacts> => ({
      date: '2026-11-29',
      language: 'en',
      yesterday: { hadRoutine: true, doneCount: 1, skippedCount: 0, openItems: [], openCount: 0 },
      today: { scheduledItemCount: 2, currentStreak: 3 },
      signals: [],
      worthShowing: true,
    });
    // Two users' briefings: the first fails over (a cooldown written), the second reads it.
    sim.script('mistral', quota429());
    sim.script('gemini', json({ todayLines: ['Keep going.'], yesterdayLines: [] }), json({ todayLines: ['Steady.'], yesterdayLines: [] }));
    for (const userId of ['usr_tableactions1', 'usr_tableactions2']) {
      const ctx = { deps: { ...api, config: { ...api.config, queue: { ...api.config.queue, briefingQueueUrl: undefined } } }, actor: { userId } };
      await getBriefing(ctx, facts).catch(() => undefined);
      const row = (await Briefings(api.db).get({ userId, date: new Date().toISOString().slice(0, 10) }).go()).data;
      expect(row?.status).toBe('PENDING');
      const out = await worker({ Records: [record(userId, row!.date, row!.claimUntil)] });
      expect(out.batchItemFailures).toEqual([]);
      expect((await Briefings(api.db).get({ userId, date: row!.date }).go()).data?.status).toBe('READY');
    }
    expect(sorted(rec.actions)).toEqual(sorted(WORKER_TABLE_ACTIONS));
    expect(sorted(rec.onIndex)).toEqual([]);
  });
});

describe('the roadmap worker (stacks/Tutor.ts)', () => {
  it('sends exactly the table actions it is granted (Query alone on the index)', async () => {
    const table = await freshTable();
    const env = { TABLE_NAME: table, ...simEnv(sim, ['mistral', 'gemini']) };
    const base = testDeps(env);
    const { deps, rec } = recording(testDeps(env));
    const model = buildChain(deps, { metrics: memoryChainMetrics(), cooldowns: tableCooldowns(deps, 0) });
    const worker = roadmapHandler(deps, createTutor(model, { retrieve: noSources, metrics: memoryNotebookMetrics() }));
    // Two people's drafts: the first fails over (a cooldown written), the second reads it.
    sim.script('mistral', quota429());
    sim.script('gemini', json({ nodes: [{ title: 'Vectors' }] }), json({ nodes: [{ title: 'Matrices' }] }));
    for (const n of [1, 2]) {
      const u = await client(testApi(base));
      const topic = await u.ok('POST', '/notebook/pages', { title: 'Algebra' });
      await u.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Basics' });
      const now = new Date();
      const key = { userId: u.id, draftId: `nbr_tableactions${n}` };
      await RoadmapDrafts(base.db).create({ ...key, pageId: topic.id, status: 'PENDING', createdAt: now.toISOString(), updatedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + 3600 }).go();
      const out = await worker({ Records: [{ ...record(u.id, '', undefined), body: JSON.stringify(key) }] });
      expect(out.batchItemFailures).toEqual([]);
      expect((await RoadmapDrafts(base.db).get(key).go()).data?.status).toBe('READY');
    }
    expect(sorted(rec.actions)).toEqual(sorted(ROADMAP_TABLE_ACTIONS));
    expect(sorted(rec.onIndex)).toEqual([]);
  });
});

describe('the day close', () => {
  const clock = fixedClock(new Date('2026-11-29T12:00:00Z'));
  let base: Deps;
  let queue: Awaited<ReturnType<typeof ownQueue>>;

  beforeAll(async () => {
    const table = await freshTable();
    queue = await ownQueue('table-actions-dayclose');
    base = testDeps({ TABLE_NAME: table, DAY_CLOSE_QUEUE_URL: queue.url }, { clock: clock as Clock });
    await ensureTable(base.db.client, table);
    // A user with a habit and a one-time task on a daily routine, a check and a mood.
    const api = testApi(base);
    const u = await client(api);
    const habit = (await u.ok('POST', '/habits', { name: 'Read' })).id;
    const task = (await u.ok('POST', '/tasks', { name: 'Renew passport', oneTimeTask: true })).id;
    const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
    const r = await u.ok('POST', '/routines', {
      name: 'Day',
      sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
    });
    await u.ok('POST', '/schedules', { routineId: r.id, days });
    await u.ok('POST', `/today/${r.sections[0].items[1].groupId}/check`, undefined, 200);
    await u.ok('PUT', '/mood/2026-11-29', { level: 4 });
  });

  it('sends exactly the table actions each function is granted, at midnight and at 02:00 (Query alone on the index)', async () => {
    const schedule = recording(base);
    const worker = recording(base);
    const close = dayCloseHandler(worker.deps);
    for (const at of ['2026-11-30T00:30:00Z', '2026-11-30T02:30:00Z']) {
      clock.set(new Date(at));
      expect((await scheduleDayClose(schedule.deps)).messages).toBe(1);
      const records = await receiveAll(queue, 1);
      expect((await close({ Records: records })).batchItemFailures).toEqual([]);
    }
    expect(sorted(schedule.rec.actions)).toEqual(sorted(DAY_CLOSE_SCHEDULE_TABLE_ACTIONS));
    expect(sorted(schedule.rec.onIndex)).toEqual(['dynamodb:Query']);
    expect(worker.rec.actions.size).toBeGreaterThan(0);
    expect(sorted(worker.rec.actions)).toEqual(sorted(DAY_CLOSE_TABLE_ACTIONS));
    expect(sorted(worker.rec.onIndex)).toEqual([]);
  });
});

function record(userId: string, date: string, claimUntil: number | undefined) {
  return {
    messageId: `m-${userId}`,
    receiptHandle: 'r',
    body: JSON.stringify({ userId, date, ...(claimUntil ? { claimUntil } : {}) }),
    attributes: {},
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:test-beyou-briefing',
    awsRegion: 'eu-west-1',
  };
}
