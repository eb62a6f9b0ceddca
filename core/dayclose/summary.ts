import { Entity } from 'electrodb';
import type { EntryStatus } from '../constance/outcome';
import type { Ctx } from '../context';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import type { ItemKind } from '../routine/entity';
import type { TxItem } from '../util/tx';

/**
 * A closed day in brief, one small row beside its snapshot (same partition, `DAYSUM#day`):
 * counts by status, which habits were left open or checked, the mood level. The briefing
 * reads a week of these on every open and two weeks for its signals; reading the snapshots
 * themselves — up to 80 entries of 16 fields each — would cost more than the rest of the
 * screen together. Written in the same transaction as every write of a snapshot's entries
 * (the day close, a late check or skip), so it always agrees with the snapshot.
 */
export const DaySummaries = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'daySummary', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          hadRoutine: { type: 'boolean', required: true },
          openCount: { type: 'number', required: true },
          checkedCount: { type: 'number', required: true },
          skippedCount: { type: 'number', required: true },
          habitsOpen: { type: 'list', items: { type: 'string' }, required: true },
          habitsChecked: { type: 'list', items: { type: 'string' }, required: true },
          moodLevel: { type: 'number' },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['day'], template: 'DAYSUM#${day}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export interface DaySummary {
  day: string;
  hadRoutine: boolean;
  /** Entries (habits and tasks) by status. */
  openCount: number;
  checkedCount: number;
  skippedCount: number;
  /** Habit ids left open / checked; a skipped habit is in neither. */
  habitsOpen: string[];
  habitsChecked: string[];
  moodLevel?: number | undefined;
}

interface SnapshotPart {
  routineId?: string | null | undefined;
  moodLevel?: number | null | undefined;
  entries: { kind: ItemKind; refId: string; status: EntryStatus }[];
}

/** A snapshot's day in brief (pure: the signals' tests build their days with it too). */
export function summarize(day: string, snapshot: SnapshotPart): DaySummary {
  const { entries } = snapshot;
  const by = (status: EntryStatus) => entries.filter((e) => e.status === status);
  const habits = (status: EntryStatus) => by(status).flatMap((e) => (e.kind === 'habit' ? [e.refId] : []));
  return {
    day,
    hadRoutine: !!snapshot.routineId,
    openCount: by('OPEN').length,
    checkedCount: by('CHECKED').length,
    skippedCount: by('SKIPPED').length,
    habitsOpen: habits('OPEN'),
    habitsChecked: habits('CHECKED'),
    ...(snapshot.moodLevel != null ? { moodLevel: snapshot.moodLevel } : {}),
  };
}

/** The summary's Put, for the transaction that writes the snapshot's entries. */
export function summaryPut(ctx: Ctx, day: string, snapshot: SnapshotPart): TxItem {
  return { Put: DaySummaries(ctx.deps.db).put({ userId: ctx.actor.userId, ...summarize(day, snapshot) }).params() };
}

/** The closed days from `from` to `to` in brief (a day absent here is not closed). */
export async function summariesBetween(ctx: Ctx, from: string, to: string): Promise<DaySummary[]> {
  const rows = await DaySummaries(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).between({ day: from }, { day: to }).go({ pages: 'all' });
  return rows.data.map(({ userId: _u, ...summary }) => summary);
}
