import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { retryOnConflict, transact } from '../util/tx';
import type { EntryRow, ItemKind, RoutineRow, SectionRow } from './entity';
import { refuseNonGroupId, where } from './group-ids';
import { habitRefItems, requireItems } from './refs';
import { AddHabitInput, AddTaskInput, RemoveItemInput } from './schema';
import { pickSection, refuseFields } from './section-ref';
import { present } from './service';
import { allRoutines, entriesOf, findEntry, loadRoutine, routineUpdate, type Placement as EntryPlacement } from './store';
import type { Routine, RoutineItem } from './view';
import { itemWindowProblem } from './window';

type Placement = { routineId: string; section?: string | undefined; startTime?: string | undefined; endTime?: string | undefined; position?: number | undefined };

/** Where the new entry goes and with which times; LIST routines take neither section nor times. */
function target(row: RoutineRow, input: Placement): { section: SectionRow; times: Pick<EntryRow, 'startTime' | 'endTime'> } {
  if (row.type === 'LIST') {
    refuseFields([['section', input.section], ['startTime', input.startTime], ['endTime', input.endTime]], `"${row.name}" is a LIST routine: no sections, no times`);
    return { section: row.sections[0]!, times: {} };
  }
  if (!input.section) throw AppError.validation([{ path: 'section', message: `Required for a DAILY routine; sections: ${row.sections.map((s) => `"${s.name}" (${s.sectionId})`).join(', ') || 'none yet'}` }]);
  const section = pickSection(row, input.section, 'section');
  const times = { startTime: input.startTime ?? section.startTime!, endTime: input.endTime ?? section.endTime! };
  const problem = itemWindowProblem({ startTime: section.startTime!, endTime: section.endTime! }, times);
  if (problem) throw AppError.validation([{ path: 'startTime', message: `Item ${problem}` }], `Item ${problem} of section "${section.name}"`);
  return { section, times };
}

async function addItem(ctx: Ctx, input: Placement, kind: ItemKind, refId: string): Promise<Routine & { added: RoutineItem }> {
  return retryOnConflict(async () => {
    const row = await loadRoutine(ctx, input.routineId, 'routineId');
    await requireItems(ctx, [{ kind, refId, path: kind === 'habit' ? 'habitId' : 'taskId' }]);
    const { section, times } = target(row, input);
    const entry: EntryRow = { entryId: newId('grp'), kind, refId, ...times };
    const sections = row.sections.map((s) => {
      if (s.sectionId !== section.sectionId) return s;
      const entries = [...s.entries];
      entries.splice(input.position ?? entries.length, 0, entry);
      return { ...s, entries };
    });
    await transact(ctx.deps.db, [routineUpdate(ctx, row, { sections }), ...habitRefItems(ctx, [], [entry])]);
    const view = await present(ctx, { ...row, sections, version: row.version + 1 });
    const all = view.items ?? view.sections!.flatMap((s) => s.items);
    return { ...view, added: all.find((i) => i.groupId === entry.entryId)! };
  });
}

export const addHabitToRoutine = command(AddHabitInput, (ctx: Ctx, input) => addItem(ctx, input, 'habit', input.habitId));
export const addTaskToRoutine = command(AddTaskInput, (ctx: Ctx, input) => addItem(ctx, input, 'task', input.taskId));

/**
 * The entry a removal names, by its group id (in `routineId` when given). A habit or task id
 * is refused naming its group ids (group-ids.ts); anything else is NOT_FOUND.
 */
export async function removableEntry(ctx: Ctx, input: { groupId: string; routineId?: string | undefined }): Promise<EntryPlacement> {
  const routines = await allRoutines(ctx);
  const found = findEntry(routines, input.groupId);
  if (found && (!input.routineId || found.routine.routineId === input.routineId)) return found;
  const scope = routines.filter((r) => !input.routineId || r.routineId === input.routineId);
  const choices = scope.flatMap((r) => r.sections.flatMap((s) => s.entries.map((e) => ({ ...e, where: where(s, e, r.name) }))));
  return refuseNonGroupId(ctx, input.groupId, choices, 'groupId', 'in your routines');
}

/** Remove one entry by its group id (`removableEntry`). */
export const removeRoutineItem = command(RemoveItemInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    const row = (await removableEntry(ctx, input)).routine;
    const sections = row.sections.map((s) => ({ ...s, entries: s.entries.filter((e) => e.entryId !== input.groupId) }));
    await transact(ctx.deps.db, [routineUpdate(ctx, row, { sections }), ...habitRefItems(ctx, entriesOf(row), entriesOf({ sections }))]);
    return present(ctx, { ...row, sections, version: row.version + 1 });
  }),
);

