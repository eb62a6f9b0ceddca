import { z } from 'zod';
import { iconField, idField } from '../util/fields';
import { pageFields } from '../util/page';
import { ITEM_KINDS } from './entity';
import { itemWindowProblem, sectionWindowProblem, TimeField } from './window';

/** One transaction holds the routine, its habits' reference counts and little else (≤ 100 items). */
export const MAX_ENTRIES = 80;
export const MAX_SECTIONS = 20;

export const RoutineId = idField('routine', 'rtn_');
export const GroupId = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64)
  .describe('The GROUP id of a routine entry (grp_…, from getTodayRoutine or getUserRoutines) — never a habit or task id');

const name = z.string().trim().min(1).max(100);
const ItemRef = {
  type: z.enum(ITEM_KINDS).describe('"habit" or "task": what `id` refers to'),
  id: z.string().trim().min(1).max(64).describe('The habit id (hab_…) or task id (tsk_…) to place; resolve names with getUserHabits / getUserTasks first'),
  groupId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('Full replace only: the existing group id of this entry, to keep its checks and micro-tasks attached; omit for a new entry'),
};

const DailyItem = z.object({
  ...ItemRef,
  startTime: TimeField.optional().describe('Start, HH:mm, inside the section window (±5 min); default: the section start'),
  endTime: TimeField.optional().describe('End, HH:mm, inside the section window (±5 min); default: the section end'),
});

export const SectionInput = z.object({
  sectionId: z.string().trim().max(64).optional().describe('Full replace only: the existing section id to keep; omit for a new section'),
  name: name.describe('Section name, e.g. "Morning"'),
  icon: iconField.optional(),
  startTime: TimeField.describe('Window start, HH:mm'),
  endTime: TimeField.describe('Window end, HH:mm; before the start means the section runs overnight (e.g. 22:00–06:00)'),
  favorite: z.boolean().optional().describe('Shown first by the apps (default false)'),
  items: z.array(DailyItem).max(MAX_ENTRIES).default([]).describe('Entries in order: habits and tasks with their times'),
});
export type SectionInput = z.output<typeof SectionInput>;

/** Every window problem at once, each on its own path, so one correction fixes them all. */
function checkWindows(sections: SectionInput[], ctx: z.RefinementCtx, base: (string | number)[] = ['sections']) {
  let total = 0;
  sections.forEach((s, i) => {
    const problem = sectionWindowProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', path: [...base, i, 'endTime'], message: `Section "${s.name}" ${problem}` });
    total += s.items.length;
    s.items.forEach((item, j) => {
      const times = { startTime: item.startTime ?? s.startTime, endTime: item.endTime ?? s.endTime };
      const why = problem ? undefined : itemWindowProblem(s, times);
      if (why) ctx.addIssue({ code: 'custom', path: [...base, i, 'items', j, 'startTime'], message: `Item ${why}` });
    });
  });
  if (total > MAX_ENTRIES) ctx.addIssue({ code: 'custom', path: base, message: `At most ${MAX_ENTRIES} entries per routine` });
}

const dailyFields = {
  name: name.describe('Routine name, e.g. "Weekday mornings"'),
  icon: iconField.optional(),
  sections: z.array(SectionInput).max(MAX_SECTIONS).describe('Sections in order, each with a time window and its entries'),
};

export const CreateRoutineInput = z.object(dailyFields).superRefine((v, ctx) => checkWindows(v.sections, ctx));

/** Full replace: the routine becomes exactly this (pass groupId/sectionId to keep existing ones). */
export const EditRoutineInput = z
  .object({ id: RoutineId, ...dailyFields })
  .superRefine((v, ctx) => checkWindows(v.sections, ctx));

const ListItem = z.object(ItemRef);
const listFields = {
  name: name.describe('List name, e.g. "Weekend chores"'),
  icon: iconField.optional(),
  items: z.array(ListItem).max(MAX_ENTRIES).describe('The items in order: habits and tasks, no times'),
};
export const CreateListRoutineInput = z.object(listFields);
export const EditListRoutineInput = z.object({ id: RoutineId, ...listFields });

export const GetRoutineInput = z.object({ id: RoutineId });
export const DeleteRoutineInput = z.object({ id: RoutineId });
export const ListRoutinesInput = z.object({ ...pageFields('rtn') });

const placement = {
  routineId: RoutineId,
  section: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('DAILY routines: the section id or name to add to (required); LIST routines: omit'),
  startTime: TimeField.optional().describe('DAILY only: start, inside the section window ±5 min (default: section start)'),
  endTime: TimeField.optional().describe('DAILY only: end, inside the section window ±5 min (default: section end)'),
  position: z.number().int().min(0).max(MAX_ENTRIES).optional().describe('0-based position in the section/list (default: last)'),
};
export const AddHabitInput = z.object({ ...placement, habitId: idField('habit', 'hab_') });
export const AddTaskInput = z.object({ ...placement, taskId: idField('task', 'tsk_') });

export const RemoveItemInput = z.object({
  groupId: GroupId,
  routineId: RoutineId.optional().describe('The routine holding the entry (optional; checked when given)'),
});
