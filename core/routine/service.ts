import type { Ctx } from '../context';
import { daysOf, loadSchedules } from '../schedule/store';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, type Page, pageOptions, nextCursor } from '../util/page';
import { retryOnConflict, transact } from '../util/tx';
import { buildDailySections, buildListSections, dailyRefs, listRefs } from './build';
import { Routines, type RoutineRow, type RoutineType, type SectionRow } from './entity';
import { habitRefItems, requireItems } from './refs';
import { CreateListRoutineInput, CreateRoutineInput, GetRoutineInput, ListRoutinesInput } from './schema';
import { entriesOf, loadRoutine } from './store';
import { itemNames, toRoutine, type Routine } from './view';

/** The routine as clients and the model see it: item names and scheduled weekdays joined in. */
export async function present(ctx: Ctx, row: RoutineRow): Promise<Routine> {
  const [names, schedules] = await Promise.all([itemNames(ctx), loadSchedules(ctx)]);
  return toRoutine(row, names, daysOf(schedules, row.routineId));
}

async function insert(ctx: Ctx, type: RoutineType, input: { name: string; icon?: string | null | undefined }, sections: SectionRow[]) {
  const now = ctx.deps.clock.now().toISOString();
  const row: RoutineRow = {
    userId: ctx.actor.userId,
    routineId: newId('rtn'),
    name: input.name,
    ...(input.icon ? { icon: input.icon } : {}),
    type,
    sections,
    xp: 0,
    currentStreak: 0,
    bestStreak: 0,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
  const { db } = ctx.deps;
  await transact(db, [{ Put: Routines(db).create(row).params() }, ...habitRefItems(ctx, [], entriesOf(row))]);
  return present(ctx, row);
}

/** A DAILY routine: sections with windows, entries with times inside them (D3). */
export const createRoutine = command(CreateRoutineInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    await requireItems(ctx, dailyRefs(input.sections));
    return insert(ctx, 'DAILY', input, buildDailySections(input.sections));
  }),
);

/** A LIST routine: a flat ordered list of habits and tasks, no times (D3). */
export const createListRoutine = command(CreateListRoutineInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    await requireItems(ctx, listRefs(input.items));
    return insert(ctx, 'LIST', input, buildListSections(input.items));
  }),
);

export const getRoutine = command(GetRoutineInput, async (ctx: Ctx, { id }): Promise<Routine> => present(ctx, await loadRoutine(ctx, id)));

export const listRoutines = command(ListRoutinesInput, async (ctx: Ctx, input): Promise<Page<Routine>> => {
  const userId = ctx.actor.userId;
  const entity = Routines(ctx.deps.db);
  const after = cursorToId(input.cursor, 'rtn');
  const res = await entity.query.primary({ userId }).go(pageOptions(entity, after ? { userId, routineId: after } : undefined, input.limit));
  const [names, schedules] = await Promise.all([itemNames(ctx), loadSchedules(ctx)]);
  const rows = res.data as RoutineRow[];
  return {
    items: rows.map((r) => toRoutine(r, names, daysOf(schedules, r.routineId))),
    nextCursor: nextCursor(res, rows.at(-1)?.routineId),
  };
});
