import { deleteTask, editTask } from '../../../task/edit';
import { createTask, listTasks, loadTask } from '../../../task/service';
import { allRoutines } from '../../../routine/store';
import { withCards } from './card';
import { taskCards } from './cards/tasks';
import { commandTool } from './define';
import { quoted } from './summary-text';
import { summaryWords } from './summary-words';

export const taskTools = withCards(taskCards, [
  commandTool('getUserTasks', 'read', [], 'List the person’s tasks (id, name, categories, importance, difficulty, one-time flag).', listTasks),
  commandTool(
    'createUserTask',
    'write',
    ['tasks'],
    'Create a task: something the person means to do. Only the name is required. (A raw thought to keep is a quick note instead.)',
    createTask,
    { approval: 'never' },
  ),
  commandTool('editUserTask', 'write', ['tasks', 'routines'], 'Change a task by its TASK id. Send only the fields to change.', editTask, {
    approval: 'never',
  }),
  commandTool('deleteUserTask', 'write', ['tasks'], 'Delete a task by id. Confirm with the person first.', deleteTask, {
    approval: 'always',
    // A task may be deleted while routines place it (their entries then show a deleted task): say where.
    summary: async (ctx, { id }) => {
      const [row, routines, w] = await Promise.all([loadTask(ctx, id), allRoutines(ctx), summaryWords(ctx)]);
      const placing = routines.filter((r) => r.sections.some((s) => s.entries.some((e) => e.kind === 'task' && e.refId === id)));
      const where = placing.length === 1 ? { routine: quoted(placing[0]!.name, 40) } : placing.length ? { routines: placing.length } : undefined;
      return w.deleteTask(quoted(row.name, 60), where);
    },
  }),
]);
