/**
 * Table round trips of the two requests a person makes most (issue 24): `GET /today` and a
 * check. Sequential round trips are what a person waits for on real DynamoDB (a few ms each,
 * whatever the machine), so they are counted exactly, in lockstep (support/round-trips.ts),
 * and a change that makes a read wait on another without need fails here. Every
 * authenticated request starts with the account-liveness read of the profile (auth).
 *
 * Before this issue: GET /today 5 sequential (9 commands), a check 14 (26–27 commands).
 * Issue 35: a check 24 → 22 commands (the entry's check row and the routine's row are the day's),
 * then 22 → 20 (the habit's and the routine's streak rows are the ones read before the
 * transaction) and an uncheck no longer looks back for a last check the walk already ruled out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, type Clock, type Deps } from '../../../core/context';
import { createDb } from '../../../core/db/client';
import { countCommands, type DbCounter } from '../../support/db-counter';
import { fixedClock, testConfig } from '../../support/deps';
import { testApi, type TestApi } from '../../support/http';
import { countRoundTrips, type RoundTrips } from '../../support/round-trips';
import { client, type Client } from '../domain-core/helpers';
import { ALL_DAYS } from '../day/helpers';

const AUTH = ['GetItemCommand']; // the profile: is the account still live?
const sorted = (waves: string[][]) => waves.map((w) => [...w].sort());

let deps: Deps;
let api: TestApi;
let u: Client;
let groups: string[];
let counter: DbCounter;
let trips: RoundTrips;

beforeAll(async () => {
  // A DynamoDB client of this file's own: the counters see nothing but these requests.
  const config = testConfig();
  deps = createDeps(config, { db: createDb(config.db), clock: fixedClock(new Date('2026-11-29T12:00:00Z')) as Clock });
  api = testApi(deps);
  u = await client(api);
  const cat = (await u.ok('POST', '/categories', { name: 'Health' })).id;
  const habit = (await u.ok('POST', '/habits', { name: 'Read', categoryIds: [cat] })).id;
  const task = (await u.ok('POST', '/tasks', { name: 'Pay bills', categoryIds: [cat] })).id;
  const r = await u.ok('POST', '/routines', {
    name: 'Day',
    sections: [{ name: 'All day', startTime: '00:00', endTime: '23:59', items: [{ type: 'habit', id: habit }, { type: 'task', id: task }] }],
  });
  await u.ok('POST', '/schedules', { routineId: r.id, days: ALL_DAYS });
  groups = r.sections[0].items.map((i: { groupId: string }) => i.groupId);
  counter = countCommands(deps.db);
  trips = countRoundTrips(deps.db);
});

afterAll(() => {
  trips.detach();
  counter.detach();
  deps.db.client.destroy();
});

async function measure(run: () => Promise<unknown>): Promise<{ waves: string[][]; commands: number }> {
  counter.reset();
  trips.reset();
  await run();
  expect(trips.commands().sort()).toEqual([...counter.commands].sort());
  return { waves: sorted(trips.waves), commands: counter.commands.length };
}

describe('GET /today', () => {
  it('is 3 sequential round trips (8 commands): auth; the configuration with the schedule, habits and tasks; the snapshot with the day\'s checks and routine', async () => {
    const { waves, commands } = await measure(() => u.ok('GET', '/today'));
    expect(waves).toEqual([
      AUTH,
      ['GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand'], // configuration, schedules | habits, tasks
      ['GetItemCommand', 'GetItemCommand', 'QueryCommand'], // snapshot, routine | checks
    ]);
    expect(commands).toBe(8);
  });

  it('costs one more, the read bucket\'s batched write, on every 4th read of a user on an instance', async () => {
    await u.ok('GET', '/today');
    await u.ok('GET', '/today');
    const { waves } = await measure(() => u.ok('GET', '/today'));
    expect(waves).toHaveLength(4);
    expect(waves[1]).toEqual(['UpdateItemCommand']);
  });

  it('reads a past day\'s snapshot first (it is usually closed), then the live day if it was never closed', async () => {
    const { waves } = await measure(() => u.ok('GET', '/today?date=2026-11-28'));
    expect(waves).toEqual([
      AUTH,
      ['GetItemCommand'], // configuration
      ['GetItemCommand'], // snapshot: none, the 28th was never closed here
      ['GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand'], // schedules | habits, tasks, checks
      ['GetItemCommand'], // routine
    ]);
  });
});

describe('POST /today/{groupId}/check', () => {
  it('is 8 sequential round trips: auth, the write bucket, the day, the payout\'s reads, the transaction, the streaks', async () => {
    const { waves, commands } = await measure(() => u.ok('POST', `/today/${groups[0]}/check`, {}, 200));
    expect(waves).toEqual([
      AUTH,
      ['UpdateItemCommand'], // the writes bucket (exact, before anything is written)
      ['GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand'], // configuration, schedules | habits, tasks
      // snapshot, routine | the day's checks (the entry's check row among them, issue 35)
      ['GetItemCommand', 'GetItemCommand', 'QueryCommand'],
      // user stats, habit, category: the accounts paid (the streak came with the day, issue 29;
      // the routine's row came with the day, issue 35)
      ['GetItemCommand', 'GetItemCommand', 'GetItemCommand'],
      ['TransactWriteItemsCommand'],
      // user, routine and habit streaks: each owner's walk; the account's stored row beside
      // them (the routine's and the habit's were read before the transaction, issue 35)
      ['GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand'],
      ['UpdateItemCommand', 'UpdateItemCommand', 'UpdateItemCommand'],
    ]);
    expect(commands).toBe(20);
  });

  it('an uncheck sends the same 20: the walk that found no earlier outcome needs no look further back', async () => {
    const { waves, commands } = await measure(() => u.ok('POST', `/today/${groups[0]}/check`, {}, 200));
    expect(waves).toHaveLength(8);
    expect(waves[6]).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand']);
    expect(waves[7]).toEqual(['UpdateItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    expect(commands).toBe(20);
  });

  it('the same 8 for a task (no habit account)', async () => {
    const { waves } = await measure(() => u.ok('POST', `/today/${groups[1]}/check`, {}, 200));
    expect(waves).toHaveLength(8);
    expect(waves[4]).toEqual(['GetItemCommand', 'GetItemCommand']);
  });
});
