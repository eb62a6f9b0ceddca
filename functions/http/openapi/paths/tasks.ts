import { deleteTask, editTask } from '../../../../core/task/edit';
import { Task } from '../../../../core/task/responses';
import { createTask, getTask, listTasks } from '../../../../core/task/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const tasksPaths = {
  'GET /tasks': { summary: 'List tasks', input: listTasks.schema, responses: { 200: page(Task) } },
  'POST /tasks': { summary: 'Create task', input: createTask.schema, responses: { 201: Task } },
  'GET /tasks/{id}': { summary: 'Get task', input: getTask.schema, responses: { 200: Task } },
  'PATCH /tasks/{id}': { summary: 'Edit task', input: editTask.schema, responses: { 200: Task } },
  'DELETE /tasks/{id}': { summary: 'Delete task', input: deleteTask.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
