/**
 * `npx tsx bench/day-close.ts [users] [items]` — what the hourly day close costs (issue 6):
 * 1,000 users × 20 scheduled items (half checked) in one zone whose local time just passed
 * 02:00, so one pass both snapshots the day and writes its outcome rows and streaks. Then the
 * same pass again (idempotent: it finds everything in place). DynamoDB Local in memory,
 * started here; data loaded with BatchWrite. Writes bench/RESULTS.md "## Day close".
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../core/config';
import { Configurations, defaultConfiguration } from '../core/configuration/entity';
import { noteZoneInUse } from '../core/configuration/zones';
import { createDeps, type Deps } from '../core/context';
import { runDayClose } from '../core/dayclose/run';
import { ensureTable } from '../core/db/table';
import { Habits } from '../core/habit/entity';
import { Routines } from '../core/routine/entity';
import { Schedules } from '../core/schedule/entity';
import { WEEKDAYS } from '../core/schedule/weekdays';
import { Checks } from '../core/today/entity';
import { Users } from '../core/users/entity';
import { newId } from '../core/util/ids';
import { startDynamoLocal } from '../local/dynamodb-local';
import { machine, writeSection } from './report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const USERS = Number(process.argv[2] ?? 1000);
const ITEMS = Number(process.argv[3] ?? 20);
const CONCURRENCY = Number(process.argv[4] ?? 16);
const DAY = '2026-11-29';
const CREATED = `${DAY}T00:00:00.000Z`;
const RUN_AT = new Date('2026-11-30T02:30:00Z'); // UTC 02:30: snapshot and outcomes are both due

/** One user's rows, as ElectroDB would write them. */
function userRows(deps: Deps, i: number): Record<string, unknown>[] {
  const { db } = deps;
  const config = defaultConfiguration(newId('usr'));
  const userId = config.userId;
  const habits = Array.from({ length: ITEMS }, (_, k) => ({
    userId, habitId: newId('hab'), name: `Habit ${k}`, description: '', motivationalPhrase: '', importance: 1 + (k % 5), difficulty: 1 + ((k * 3) % 5),
    categoryIds: [], xp: 0, currentStreak: 0, bestStreak: 0, totalChecks: 0, routineRefs: 1, version: 1, createdAt: CREATED, updatedAt: CREATED,
  }));
  const entries = habits.map((h, k) => ({ entryId: newId('grp'), kind: 'habit' as const, refId: h.habitId, startTime: `${String(6 + Math.floor(k / 4)).padStart(2, '0')}:00`, endTime: `${String(6 + Math.floor(k / 4)).padStart(2, '0')}:30` }));
  const routineId = newId('rtn');
  const routine = {
    userId, routineId, name: 'Day', type: 'DAILY' as const, xp: 0, currentStreak: 0, bestStreak: 0, version: 0, createdAt: CREATED, updatedAt: CREATED,
    sections: [{ sectionId: newId('sec'), name: 'Day', startTime: '06:00', endTime: '23:00', favorite: false, entries }],
  };
  const checks = entries.filter((_, k) => k % 2 === 0).map((e) => ({
    userId, day: DAY, entryId: e.entryId, routineId, kind: 'habit' as const, refId: e.refId, status: 'CHECKED' as const, xp: 20,
    paidCategoryIds: [], paidHabit: true, paidRoutine: true, ledgerDay: DAY, daysLate: 0, oneTimeTask: false, at: CREATED,
  }));
  return [
    Users(db).put({ userId, email: `bench-${i}@bench.test`, displayName: `Bench ${i}`, passwordHash: 'x', createdAt: CREATED }).params().Item,
    Configurations(db).put(config).params().Item,
    Schedules(db).put({ userId, schedules: [{ scheduleId: newId('sch'), routineId, days: [...WEEKDAYS] }], version: 0 }).params().Item,
    Routines(db).put(routine).params().Item,
    ...habits.map((h) => Habits(db).put(h).params().Item),
    ...checks.map((c) => Checks(db).put(c).params().Item),
  ];
}

async function load(deps: Deps): Promise<number> {
  const rows = Array.from({ length: USERS }, (_, i) => userRows(deps, i)).flat();
  const batches = Array.from({ length: Math.ceil(rows.length / 25) }, (_, i) => rows.slice(i * 25, i * 25 + 25));
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < batches.length) {
      let items = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (items.length) {
        const res = await deps.db.doc.send(new BatchWriteCommand({ RequestItems: { [deps.db.tableName]: items } }));
        items = (res.UnprocessedItems?.[deps.db.tableName] ?? []) as typeof items;
      }
    }
  }));
  await noteZoneInUse(deps.db, 'UTC');
  return rows.length;
}

/** Counts the DynamoDB requests the passes send (by command), for the per-user cost. */
function countRequests(deps: Deps) {
  let byCommand: Record<string, number> = {};
  const doc = deps.db.doc as unknown as { send: (c: { constructor: { name: string } }, ...r: unknown[]) => Promise<unknown> };
  const send = doc.send.bind(doc);
  doc.send = (c, ...r) => {
    byCommand[c.constructor.name] = (byCommand[c.constructor.name] ?? 0) + 1;
    return send(c, ...r);
  };
  return {
    take() {
      const out = { byCommand, total: Object.values(byCommand).reduce((a, b) => a + b, 0) };
      byCommand = {};
      return out;
    },
  };
}

async function main() {
  console.log(`day-close bench: ${USERS} users × ${ITEMS} scheduled items…`);
  const ddb = await startDynamoLocal();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-dayclose-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-dayclose' });
  const deps = createDeps(config);
  try {
    await ensureTable(deps.db.client, config.db.tableName);
    const t0 = performance.now();
    const loaded = await load(deps);
    const loadS = (performance.now() - t0) / 1000;
    const counted = countRequests(deps);
    const cpu0 = process.cpuUsage();
    const first = await runDayClose(deps, { now: RUN_AT, concurrency: CONCURRENCY });
    const cpu = process.cpuUsage(cpu0);
    const nodeCpuS = (cpu.user + cpu.system) / 1e6;
    const firstRequests = counted.take();
    const again = await runDayClose(deps, { now: RUN_AT, concurrency: CONCURRENCY });
    const againRequests = counted.take();
    console.log('requests by command (first pass):', firstRequests.byCommand);
    const items = USERS * ITEMS;
    const s = first.ms / 1000;
    const table = [
      '| pass | users | snapshots | items frozen | outcome rows | failures | wall s | items/s | requests/user |',
      '|---|---|---|---|---|---|---|---|---|',
      `| first (snapshot + outcomes + streaks) | ${first.users} | ${first.snapshots} | ${first.items} | ${first.outcomeRows} | ${first.failures} | ${s.toFixed(1)} | ${Math.round(items / s)} | ${(firstRequests.total / USERS).toFixed(1)} |`,
      `| rerun (idempotent, nothing due) | ${again.users} | ${again.snapshots} | ${again.items} | ${again.outcomeRows} | ${again.failures} | ${(again.ms / 1000).toFixed(1)} | ${Math.round(items / (again.ms / 1000))} | ${(againRequests.total / USERS).toFixed(1)} |`,
    ].join('\n');
    const body = `Command: \`npx tsx bench/day-close.ts\` (or \`npm run bench:day-close\`).\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}. DynamoDB Local in memory (one JVM on the same machine), ${USERS} users × ${ITEMS} scheduled habits in one DAILY routine, half of them checked, all in zone UTC, pass run at local 02:30 so the day is snapshotted and its outcome rows and streaks are written in the same pass; ${CONCURRENCY} users in parallel. Loading ${loaded} rows with BatchWrite took ${loadS.toFixed(1)} s (not counted).\n\n${table}\n\nitems/s = scheduled items of all users ÷ wall time of the pass. The day close's own process used ${nodeCpuS.toFixed(1)} s of CPU in the ${s.toFixed(1)} s first pass (${Math.round((nodeCpuS / s) * 100)} % of one core) for ${Math.round(firstRequests.total / s)} requests/s: a CPU profile puts most of it in the AWS SDK's request signing/serialisation and ElectroDB's request building, so the pass is bound by request count, not by DynamoDB Local (which shares the two cores). Per user the first pass sends the window Query, the live day (schedule, routine, habits, tasks, check rows), the snapshot insert (one transaction with its day summary), ${ITEMS + 2} insert-only outcome rows, and a streak walk (one Query) plus a conditional write per owner. A rerun reads twice per user: the snapshots of the 7-day window (one Query) and, while the account is younger than the window, its creation day.`;
    console.log(`\n${table}`);
    writeSection('Day close', body);
    console.log('\nwritten to bench/RESULTS.md');
    if (first.failures || again.failures || again.snapshots || again.outcomeRows) process.exitCode = 1;
  } finally {
    deps.db.client.destroy();
    await ddb.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
