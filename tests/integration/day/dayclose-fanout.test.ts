/**
 * The day close fanned out through SQS (ARCHITECTURE: work that grows with the user count):
 * the schedule with 1,000 users in one zone sends ⌈1000/N⌉ batches and closes nobody itself;
 * the worker closes them; a poisoned user fails only its own batch, which SQS retries into
 * the DLQ while the others' days are closed; a redelivered batch writes nothing. Each test
 * has a table of its own (the schedule visits every user of a zone) and a queue of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock, Deps } from '../../../core/context';
import { Snapshots } from '../../../core/dayclose/entity';
import { scheduleDayClose } from '../../../core/dayclose/schedule';
import { DAY_CLOSE_BATCH_SIZE, dayCloseHandler } from '../../../core/dayclose/worker';
import { createDb } from '../../../core/db/client';
import { ensureTable } from '../../../core/db/table';
import { parseDayCloseJob } from '../../../core/queue/day-close-queue';
import type { SQSRecord } from '../../../core/queue/sqs-event';
import { startPoller } from '../../../local/poller';
import { freshTable } from '../../support/chain';
import { countCommands } from '../../support/db-counter';
import { fixedClock, testDeps } from '../../support/deps';
import { ownQueue, receiveAll, type OwnQueue } from '../../support/queue';
import { seedUsers } from '../../support/seed';
import { waitFor } from '../../support/wait';
import { DAY_CLOSE_WORKERS } from '../../../stacks/sizing';

const N = 25;
const CREATED = '2026-11-29T00:00:00.000Z';
const DAY = '2026-11-29';
// UTC 00:30: the 29th is due for its snapshot (outcome rows wait for 02:00).
const clock = fixedClock(new Date('2026-11-30T00:30:00Z'));

/** Deps over a fresh table of their own (own client, so a counter sees only this test) and a queue. */
async function world(queue: OwnQueue): Promise<Deps> {
  const table = await freshTable();
  const base = testDeps({ TABLE_NAME: table, DAY_CLOSE_QUEUE_URL: queue.url, DAY_CLOSE_BATCH_USERS: String(N) }, { clock: clock as Clock });
  const deps = { ...base, db: createDb(base.config.db) };
  await ensureTable(deps.db.client, table);
  return deps;
}

async function snapshotted(deps: Deps, userIds: string[]): Promise<Set<string>> {
  const res = await Snapshots(deps.db).get(userIds.map((userId) => ({ userId, day: DAY }))).go({ attributes: ['userId'] });
  expect(res.unprocessed).toEqual([]);
  return new Set(res.data.map((s) => s.userId));
}

/** Workers at once: stacks/sizing.ts's DAY_CLOSE_WORKERS at 100,000 users. */
const INSTANCES = DAY_CLOSE_WORKERS;

/**
 * What the event source does: batches of DAY_CLOSE_BATCH_SIZE messages, handed to up to
 * INSTANCES workers at once; returns the failures they reported.
 */
async function deliver(deps: Deps, records: SQSRecord[]): Promise<string[]> {
  const handler = dayCloseHandler(deps);
  const batches = Array.from({ length: Math.ceil(records.length / DAY_CLOSE_BATCH_SIZE) }, (_, i) => records.slice(i * DAY_CLOSE_BATCH_SIZE, (i + 1) * DAY_CLOSE_BATCH_SIZE));
  const failed: string[] = [];
  let next = 0;
  const instance = async () => {
    while (next < batches.length) failed.push(...(await handler({ Records: batches[next++]! })).batchItemFailures.map((f) => f.itemIdentifier));
  };
  await Promise.all(Array.from({ length: INSTANCES }, instance));
  return failed;
}

describe('the day close fanned out', () => {
  let queue: OwnQueue;
  let deps: Deps;
  let users: string[];
  let records: SQSRecord[];

  beforeAll(async () => {
    queue = await ownQueue('dayclose-fanout');
    deps = await world(queue);
    users = await seedUsers(deps, { users: 1000, createdAt: CREATED });
  }, 120_000);
  afterAll(() => deps.db.client.destroy());

  it('the schedule sends ⌈1000/N⌉ messages of at most N users, every user once, and closes no one itself', async () => {
    const counter = countCommands(deps.db);
    const stats = await scheduleDayClose(deps);
    counter.detach();
    expect(stats).toMatchObject({ zones: 1, users: 1000, messages: Math.ceil(1000 / N) });
    // It only read the zones and the index: not one write, so not one user closed.
    expect(counter.writes()).toBe(0);
    expect(new Set(counter.commands)).toEqual(new Set(['QueryCommand']));
    records = await receiveAll(queue, Math.ceil(1000 / N));
    expect(await queue.depth()).toBe(0);
    const jobs = records.map((r) => parseDayCloseJob(r.body)!);
    for (const job of jobs) {
      expect(job.zone).toBe('UTC');
      expect(job.userIds.length).toBeLessThanOrEqual(N);
    }
    const sent = jobs.flatMap((j) => j.userIds);
    expect(sent).toHaveLength(1000);
    expect(new Set(sent)).toEqual(new Set(users));
    expect((await snapshotted(deps, users)).size).toBe(0);
  });

  it('the worker closes them: every user has the day\'s snapshot', async () => {
    expect(await deliver(deps, records)).toEqual([]);
    expect((await snapshotted(deps, users)).size).toBe(1000);
  }, 180_000);

  it('a redelivered message writes nothing twice', async () => {
    const counter = countCommands(deps.db);
    expect(await deliver(deps, records.slice(0, 2))).toEqual([]);
    counter.detach();
    expect(counter.commands.length).toBeGreaterThan(0);
    expect(counter.writes()).toBe(0);
  });
});

describe('a poisoned user', () => {
  it('fails only its own message: SQS retries it into the DLQ, the other users\' days are closed', async () => {
    const queue = await ownQueue('dayclose-poison', { dlq: { maxReceiveCount: 3 }, visibilityTimeoutS: 1 });
    const deps = await world(queue);
    // 60 users, 3 messages; one account's profile makes its close throw (an unreadable creation date).
    const users = await seedUsers(deps, { users: 60, createdAt: CREATED, profile: (i, row) => (i === 30 ? { ...row, createdAt: 'not-a-date' } : row) });
    const poisoned = users[30]!;
    expect((await scheduleDayClose(deps)).messages).toBe(3);
    const receives = new Map<string, number>();
    const handler = dayCloseHandler(deps);
    const poller = startPoller(queue.sqs, queue.url, async (event) => {
      for (const r of event.Records) receives.set(r.body, (receives.get(r.body) ?? 0) + 1);
      return handler(event);
    }, () => undefined);
    try {
      await waitFor(async () => (await queue.depth(queue.dlqUrl)) === 1 && (await queue.depth()) === 0, Boolean, 'the poisoned batch in the DLQ', 30_000);
    } finally {
      await poller.stop();
    }
    const bodies = [...receives.keys()];
    const bad = bodies.find((b) => parseDayCloseJob(b)!.userIds.includes(poisoned))!;
    expect(receives.get(bad)).toBe(3);
    for (const b of bodies.filter((x) => x !== bad)) expect(receives.get(b)).toBe(1);
    const closed = await snapshotted(deps, users);
    deps.db.client.destroy();
    expect(closed.has(poisoned)).toBe(false);
    expect(closed.size).toBe(59); // the poisoned message's 24 others included
  }, 60_000);
});
