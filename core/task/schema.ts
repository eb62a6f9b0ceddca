import { z } from 'zod';
import { CategoryIds } from '../category/schema';
import { iconField, idField, rating } from '../util/fields';
import { pageFields } from '../util/page';

// DOMAIN-FACTS "Task": name 2–255 (one less than habits, as in the reference), ratings 1–5,
// categories optional. A task with no category earns no XP when checked (routine issue).
const fields = {
  name: z.string().trim().min(2).max(255).describe('Task name, 2–255 characters (e.g. "Book the dentist")'),
  description: z.string().trim().max(256).describe('Details, up to 256 characters'),
  icon: iconField,
  importance: rating('How much the task matters', '1 low … 5 essential'),
  difficulty: rating('How hard the task is', '1 easy … 5 very hard'),
  categoryIds: CategoryIds,
  oneTimeTask: z
    .boolean()
    .describe('true for a one-off to-do: removed once checked, builds no streak or history (default false)'),
};

export const TaskId = idField('task', 'tsk_');

export const CreateTaskInput = z.object({
  name: fields.name,
  description: fields.description.optional(),
  icon: fields.icon.optional(),
  importance: fields.importance.optional(),
  difficulty: fields.difficulty.optional(),
  categoryIds: fields.categoryIds.optional(),
  oneTimeTask: fields.oneTimeTask.optional(),
});

/** Only the fields given change; `categoryIds` replaces the whole list. */
export const EditTaskInput = z.object({
  id: TaskId,
  name: fields.name.optional(),
  description: fields.description.optional(),
  icon: fields.icon.optional(),
  importance: fields.importance.optional(),
  difficulty: fields.difficulty.optional(),
  categoryIds: fields.categoryIds.optional(),
  oneTimeTask: fields.oneTimeTask.optional(),
});

export const GetTaskInput = z.object({ id: TaskId });
export const DeleteTaskInput = z.object({ id: TaskId });
export const ListTasksInput = z.object({ ...pageFields('tsk') });
