import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { withFields } from '../util/input';
import { retryOnConflict, transact } from '../util/tx';
import { buildDailySections, buildListSections, dailyRefs, listRefs } from './build';
import type { RoutineRow, RoutineType, SectionRow } from './entity';
import { habitRefItems, requireItems } from './refs';
import { EditListRoutineInput, EditRoutineInput } from './schema';
import { present } from './service';
import { entriesOf, loadRoutine, routineUpdate } from './store';
import type { Routine } from './view';

/** A full replace keeps the routine's type (CONFLICT naming the right tool otherwise). */
export function sameType(row: RoutineRow, type: RoutineType): void {
  if (row.type === type) return;
  const tool = row.type === 'LIST' ? 'editUserListRoutine' : 'editUserRoutine';
  throw new AppError('CONFLICT', `"${row.name}" is a ${row.type} routine and its type cannot change; replace it with ${tool}`);
}

/** The routine becomes exactly `sections`, name and icon (an omitted icon is removed). */
async function replace(ctx: Ctx, row: RoutineRow, input: { name: string; icon?: string | null | undefined }, sections: SectionRow[]) {
  const set = { name: input.name, sections, ...(input.icon ? { icon: input.icon } : {}) };
  await transact(ctx.deps.db, [
    routineUpdate(ctx, row, set, !input.icon && row.icon !== undefined),
    ...habitRefItems(ctx, entriesOf(row), entriesOf({ sections })),
  ]);
  const { icon: _icon, ...rest } = row;
  return present(ctx, { ...rest, ...set, version: row.version + 1 });
}

/** Full-replace edit of a DAILY routine (D3); entries keep their group ids where they can (build.ts). */
export const editRoutine = command(EditRoutineInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    const row = await loadRoutine(ctx, input.id);
    sameType(row, 'DAILY');
    await requireItems(ctx, dailyRefs(input.sections));
    return replace(ctx, row, input, buildDailySections(input.sections, row));
  }),
);

/** Full-replace edit of a LIST routine: a flat item array, no times (D3). */
export const editListRoutine = command(EditListRoutineInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    const row = await loadRoutine(ctx, input.id);
    sameType(row, 'LIST');
    await requireItems(ctx, listRefs(input.items));
    return replace(ctx, row, input, buildListSections(input.items, row));
  }),
);

/** `PUT /routines/{id}`: the stored type picks the command (and its schema). */
export async function replaceRoutine(ctx: Ctx, id: string, body: unknown): Promise<Routine> {
  const row = await loadRoutine(ctx, id);
  const input = withFields(body, { id });
  return row.type === 'LIST' ? editListRoutine(ctx, input) : editRoutine(ctx, input);
}
