/**
 * `npx tsx bench/briefing.ts [runs]` — the daily briefing's costs (issue 8):
 * (a) DailyBriefingFactsBuilder for a person with 100 habits (80 in today's routine, the most a
 *     routine holds) and 14 closed days of 100 entries each (snapshot + day summary, written as
 *     the day close writes them) — every number the screen and the narrator get;
 * (b) GET /daily-briefing when the day's prose is already READY: auth, the briefing bucket, the
 *     configuration, then the row by primary key and the screen's facts in parallel.
 * DynamoDB Local in memory, started here; the data goes in through the real services (habits,
 * routine, schedule) and the snapshot entity the day close writes. Writes "## Briefing".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBriefingFacts } from '../core/ai/briefing/facts';
import { Briefings } from '../core/ai/briefing/entity';
import { signup } from '../core/auth/service';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { Snapshots } from '../core/dayclose/entity';
import { summaryPut } from '../core/dayclose/summary';
import { RateWindows } from '../core/limits/entity';
import { ensureTable } from '../core/db/table';
import { createHabit } from '../core/habit/service';
import { createRoutine } from '../core/routine/service';
import { MAX_ENTRIES } from '../core/routine/schema';
import { createSchedule } from '../core/schedule/service';
import { ownerToday } from '../core/configuration/today';
import { transact } from '../core/util/tx';
import { addDays, daysBetween } from '../core/xp/dates';
import { createApp } from '../functions/http/app';
import { startDynamoLocal } from '../local/dynamodb-local';
import { machine, ms, stats, writeSection } from './report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const RUNS = Number(process.argv[2] ?? 100);
const HABITS = 100;
const DAYS = 14;

async function main() {
  const ddb = await startDynamoLocal();
  try {
    const deps = createDeps(loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-briefing-')), AUTH_SECRET: 'b'.repeat(40), LOG_LEVEL: 'SILENT',
      DYNAMODB_ENDPOINT: ddb.endpoint, TABLE_NAME: 'bench-briefing', AUTH_SCRYPT_LOG_N: '10',
      LIMIT_READS_PER_MIN: '100000', BRIEFING_WAIT_MS: '0',
    }));
    await ensureTable(deps.db.client, deps.config.db.tableName);
    const session = await signup(deps, { email: 'bench@briefing.test', password: 'Bench-password-1', displayName: 'Bench' });
    const ctx = { deps, actor: { userId: session.user.id } };
    console.log(`briefing bench: creating ${HABITS} habits, a routine and ${DAYS} days of snapshots…`);
    const habits = [];
    for (let i = 0; i < HABITS; i++) habits.push(await createHabit(ctx, { name: `Habit ${i}`, importance: 1 + (i % 5), difficulty: 1 + ((i * 3) % 5) }));
    // A routine holds at most MAX_ENTRIES (80) entries: today's view carries 80, the snapshots all 100.
    const placed = habits.slice(0, MAX_ENTRIES);
    const routine = await createRoutine(ctx, { name: 'Day', sections: [{ name: 'All day', startTime: '06:00', endTime: '23:00', items: placed.map((h) => ({ type: 'habit', id: h.id })) }] });
    await createSchedule(ctx, { routineId: routine.id, days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] });
    const today = await ownerToday(ctx);
    for (let d = 1; d <= DAYS; d++) {
      const day = addDays(today, -d);
      const entries = habits.map((h, i) => ({
        entryId: `grp_${i}`, sectionId: 'sec_1', sectionName: 'All day', kind: 'habit' as const, refId: h.id, name: h.name, importance: h.importance, difficulty: h.difficulty,
        categoryIds: [], oneTimeTask: false, status: (i + d) % 4 === 0 ? ('OPEN' as const) : (i + d) % 7 === 0 ? ('SKIPPED' as const) : ('CHECKED' as const), xp: 10,
      }));
      // As the day close writes it: the snapshot and its summary in one transaction.
      const snapshot = Snapshots(deps.db).create({
        userId: ctx.actor.userId, day, weekday: 'MONDAY', routineId: routine.id, routineName: 'Day', routineType: 'DAILY', constanceMode: 'ANY', closedAt: new Date().toISOString(), moodLevel: 1 + (d % 5), outcomes: 'WRITTEN', entries,
      });
      await transact(deps.db, [{ Put: snapshot.params() }, summaryPut(ctx, day, { routineId: routine.id, moodLevel: 1 + (d % 5), entries })]);
    }

    const factsMs: number[] = [];
    let signals = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const t0 = performance.now();
      const f = await buildBriefingFacts(ctx, today, { signals: true }); // what a generation needs
      signals = f.signals.length;
      if (i >= 5) factsMs.push(performance.now() - t0);
    }

    await Briefings(deps.db).put({ userId: ctx.actor.userId, date: today, status: 'READY', todayLines: ['A line.'], yesterdayLines: [], createdAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + 3600 }).go();
    const app = createApp(deps, { clientIp: () => '127.0.0.1' });
    const getMs: number[] = [];
    const windows = RateWindows(deps.db);
    for (let i = 0; i < RUNS + 1; i++) {
      // The GET has its own bucket (10/h): every 9 GETs the bench empties this user's window
      // (the GET still pays its conditional ADD), so the median is taken over RUNS GETs.
      if (i % 9 === 0) {
        const rows = (await windows.query.primary({ scope: `USER#${ctx.actor.userId}` }).go()).data;
        if (rows.length) await windows.delete(rows).go();
      }
      const t0 = performance.now();
      const res = await app.request('/daily-briefing', { headers: { authorization: `Bearer ${session.accessToken}` } });
      const body = (await res.json()) as { narrative: { status: string } };
      if (i >= 1) getMs.push(performance.now() - t0);
      if (body.narrative.status !== 'READY') throw new Error(`expected READY, got ${body.narrative.status}`);
    }
    const a = stats(factsMs);
    const b = stats(getMs);
    const table = [
      '| measure | median ms | p95 ms | target |',
      '|---|---|---|---|',
      `| (a) facts with signals, ${HABITS} habits × ${DAYS} closed days of ${HABITS} entries (${signals} signals) | ${ms(a.median)} | ${ms(a.p95)} | < 50 |`,
      `| (b) GET /daily-briefing with READY prose (in-process app) | ${ms(b.median)} | ${ms(b.p95)} | < 30 median |`,
    ].join('\n');
    console.log(table);
    writeSection('Briefing', `Command: \`npx tsx bench/briefing.ts\`.\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}; ${RUNS} facts runs after 5 warm-up, ${getMs.length} GETs after 1 warm-up (the bench empties the user's 10/h briefing window every 9). DynamoDB Local in memory. Closed days: ${daysBetween(addDays(today, -DAYS), today)} back from today.\n\n${table}`);
  } finally {
    await ddb.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
