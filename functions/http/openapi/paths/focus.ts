import { reorderMicroTasks } from '../../../../core/focus/edit';
import { addMicroTask, listMicroTasks } from '../../../../core/focus/service';
import { listCycles, recordCycle } from '../../../../core/focus/cycles';
import { getFocusDay } from '../../../../core/focus/day';
import { deleteMicroTask, pinMicroTask, toggleMicroTask } from '../../../../core/focus/edit';
import { FocusCycleList, FocusCycleRecorded, FocusDay, MicroTask, MicroTaskAdded, MicroTaskDeleted, MicroTaskList, MicroTaskOrder } from '../../../../core/focus/responses';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const focusPaths = {
  'GET /focus/day': { summary: 'Get focus day', input: getFocusDay.schema, responses: { 200: FocusDay } },
  'POST /focus/cycles': { summary: 'Record cycle', input: recordCycle.schema, responses: { 200: FocusCycleRecorded, 201: FocusCycleRecorded } },
  'GET /focus/cycles': { summary: 'List cycles', input: listCycles.schema, responses: { 200: FocusCycleList } },
  'GET /focus/entries/{entryId}/micro-tasks': { summary: "An entry's micro-tasks (materialises pinned names onto it)", input: listMicroTasks.schema, pathFields: { entryId: 'entryId' }, responses: { 200: MicroTaskList } },
  'POST /focus/entries/{entryId}/micro-tasks': { summary: 'Add a micro-task (a retry answers 200 with the same one)', input: addMicroTask.schema, responses: { 200: MicroTaskAdded, 201: MicroTaskAdded } },
  'PUT /focus/entries/{entryId}/micro-tasks/order': { summary: "Reorder an entry's micro-tasks", input: reorderMicroTasks.schema, responses: { 200: MicroTaskOrder } },
  'POST /focus/micro-tasks/{id}/toggle': { summary: 'Toggle micro task', input: toggleMicroTask.schema, responses: { 200: MicroTask } },
  'POST /focus/micro-tasks/{id}/pin': { summary: 'Pin micro task', input: pinMicroTask.schema, responses: { 200: MicroTask } },
  'DELETE /focus/micro-tasks/{id}': { summary: 'Delete micro task', input: deleteMicroTask.schema, responses: { 200: MicroTaskDeleted } },
} satisfies Record<RouteKey, OperationSpec>;
