import type { Ctx } from '../context';
import { AppError } from '../errors';
import { getRow } from '../util/direct';
import { CONSISTENT, type TxItem } from '../util/tx';
import { Routines, type EntryRow, type RoutineRow, type SectionRow } from './entity';

export async function findRoutine(ctx: Ctx, id: string): Promise<RoutineRow | undefined> {
  const row = await getRow(ctx.deps.db, Routines(ctx.deps.db), { userId: ctx.actor.userId, routineId: id }, CONSISTENT);
  return (row as RoutineRow | null) ?? undefined;
}

export async function loadRoutine(ctx: Ctx, id: string, field?: string): Promise<RoutineRow> {
  const row = await findRoutine(ctx, id);
  if (!row) {
    throw new AppError('NOT_FOUND', `Routine ${id} not found`, field ? { fields: [{ path: field, message: `No routine with id "${id}"` }] } : {});
  }
  return row;
}

/** Every routine of the actor: people have a handful, and entry lookups need them all. */
export async function allRoutines(ctx: Ctx): Promise<RoutineRow[]> {
  const res = await Routines(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT });
  return res.data as RoutineRow[];
}

type Settable = Partial<Pick<RoutineRow, 'name' | 'icon' | 'sections'>>;

/** Commits only if the routine is still at the version read (util/tx.ts optimistic pattern). */
export function routineUpdate(ctx: Ctx, row: Pick<RoutineRow, 'routineId' | 'version'>, set: Settable, removeIcon = false): TxItem {
  const now = ctx.deps.clock.now().toISOString();
  const patch = Routines(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, routineId: row.routineId })
    .set({ ...set, updatedAt: now });
  return {
    Update: (removeIcon ? patch.remove(['icon']) : patch)
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, row.version))
      .params(),
  };
}

export interface Placement {
  routine: RoutineRow;
  section: SectionRow;
  entry: EntryRow;
}

export function entriesOf(routine: Pick<RoutineRow, 'sections'>): EntryRow[] {
  return routine.sections.flatMap((s) => s.entries);
}

export function findEntry(routines: RoutineRow[], entryId: string): Placement | undefined {
  for (const routine of routines) {
    for (const section of routine.sections) {
      const entry = section.entries.find((e) => e.entryId === entryId);
      if (entry) return { routine, section, entry };
    }
  }
  return undefined;
}
