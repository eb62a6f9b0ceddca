import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Configurations, defaultConfiguration } from '../../core/configuration/entity';
import { noteZoneInUse } from '../../core/configuration/zones';
import type { Deps } from '../../core/context';
import { Habits } from '../../core/habit/entity';
import { Routines } from '../../core/routine/entity';
import { Schedules } from '../../core/schedule/entity';
import { WEEKDAYS } from '../../core/schedule/weekdays';
import { Checks } from '../../core/today/entity';
import { Users } from '../../core/users/entity';
import { newId } from '../../core/util/ids';

export interface SeedOptions {
  users: number;
  zone?: string;
  /** Scheduled habits per user, in one DAILY routine. */
  items?: number;
  /** The accounts' creation time (ISO); the day close never closes a day before it. */
  createdAt: string;
  /** Check every other habit on this day. */
  checkedOn?: string;
  /** Per user (by index), rows to write instead of the profile: how a test poisons one account. */
  profile?: (i: number, row: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Many users, cheaply: their rows as ElectroDB would write them (profile, configuration with
 * its time-zone index keys, schedule, routine, habits, checks), sent with BatchWrite instead
 * of through sign-up and the REST routes. For the day close's scale tests and its bench.
 */
export async function seedUsers(deps: Deps, opts: SeedOptions): Promise<string[]> {
  const { db } = deps;
  const zone = opts.zone ?? 'UTC';
  const items = opts.items ?? 1;
  const created = opts.createdAt;
  const ids: string[] = [];
  const rows = Array.from({ length: opts.users }, (_, i) => {
    const config = { ...defaultConfiguration(newId('usr')), timeZone: zone };
    const userId = config.userId;
    ids.push(userId);
    const habits = Array.from({ length: items }, (_, k) => ({
      userId, habitId: newId('hab'), name: `Habit ${k}`, description: '', motivationalPhrase: '', importance: 1 + (k % 5), difficulty: 1 + ((k * 3) % 5),
      categoryIds: [], xp: 0, currentStreak: 0, bestStreak: 0, totalChecks: 0, routineRefs: 1, version: 1, createdAt: created, updatedAt: created,
    }));
    const hour = (k: number) => String(6 + Math.floor(k / 4)).padStart(2, '0');
    const entries = habits.map((h, k) => ({ entryId: newId('grp'), kind: 'habit' as const, refId: h.habitId, startTime: `${hour(k)}:00`, endTime: `${hour(k)}:30` }));
    const routineId = newId('rtn');
    const routine = {
      userId, routineId, name: 'Day', type: 'DAILY' as const, xp: 0, currentStreak: 0, bestStreak: 0, version: 0, createdAt: created, updatedAt: created,
      sections: [{ sectionId: newId('sec'), name: 'Day', startTime: '06:00', endTime: '23:00', favorite: false, entries }],
    };
    const day = opts.checkedOn;
    const checks = day
      ? entries.filter((_, k) => k % 2 === 0).map((e) => ({
          userId, day, entryId: e.entryId, routineId, kind: 'habit' as const, refId: e.refId, status: 'CHECKED' as const, xp: 20,
          paidCategoryIds: [], paidHabit: true, paidRoutine: true, ledgerDay: day, daysLate: 0, oneTimeTask: false, at: created,
        }))
      : [];
    const profile = Users(db).put({ userId, email: `seed-${userId}@seed.test`, displayName: `Seed ${i}`, passwordHash: 'x', createdAt: created }).params().Item!;
    return [
      opts.profile ? opts.profile(i, profile) : profile,
      Configurations(db).put(config).params().Item,
      Schedules(db).put({ userId, schedules: [{ scheduleId: newId('sch'), routineId, days: [...WEEKDAYS] }], version: 0 }).params().Item,
      Routines(db).put(routine).params().Item,
      ...habits.map((h) => Habits(db).put(h).params().Item),
      ...checks.map((c) => Checks(db).put(c).params().Item),
    ];
  }).flat();
  await batchWrite(deps, rows);
  await noteZoneInUse(db, zone);
  return ids;
}

async function batchWrite(deps: Deps, rows: Record<string, unknown>[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(rows.length / 25) }, (_, i) => rows.slice(i * 25, i * 25 + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let items = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (items.length) {
          const res = await deps.db.doc.send(new BatchWriteCommand({ RequestItems: { [deps.db.tableName]: items } }));
          items = (res.UnprocessedItems?.[deps.db.tableName] ?? []) as typeof items;
        }
      }
    }),
  );
}
