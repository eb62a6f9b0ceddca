import { deleteTask, editTask } from '../../../task/edit';
import { createTask, listTasks } from '../../../task/service';
import { commandTool } from './define';

export const taskTools = [
  commandTool('getUserTasks', 'read', [], 'List the person’s tasks (id, name, categories, importance, difficulty, one-time flag).', listTasks),
  commandTool(
    'createUserTask',
    'write',
    ['tasks'],
    'Create a task: something the person means to do. Only the name is required. (A raw thought to keep is a quick note instead.)',
    createTask,
  ),
  commandTool('editUserTask', 'write', ['tasks', 'routines'], 'Change a task by its TASK id. Send only the fields to change.', editTask),
  commandTool('deleteUserTask', 'write', ['tasks'], 'Delete a task by id. Confirm with the person first.', deleteTask),
];
