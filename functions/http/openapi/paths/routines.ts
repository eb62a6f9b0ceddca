import { z } from 'zod';
import { AddHabitInput, AddTaskInput, CreateListRoutineInput, CreateRoutineInput, EditListRoutineInput, EditRoutineInput } from '../../../../core/routine/schema';
import { deleteRoutine } from '../../../../core/routine/delete';
import { removeRoutineItem } from '../../../../core/routine/items';
import { patchRoutine } from '../../../../core/routine/patch';
import { Routine, RoutineItemAdded } from '../../../../core/routine/responses';
import { getRoutine, listRoutines } from '../../../../core/routine/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const routinesPaths = {
  'GET /routines': { summary: 'List routines', input: listRoutines.schema, responses: { 200: page(Routine) } },
  'POST /routines': { summary: 'Create a DAILY routine, or a LIST routine with `"type": "LIST"`', input: z.union([CreateRoutineInput, CreateListRoutineInput]), responses: { 201: Routine } },
  'GET /routines/{id}': { summary: 'Get routine', input: getRoutine.schema, responses: { 200: Routine } },
  'PUT /routines/{id}': { summary: 'Replace a routine (the stored type picks the shape)', input: z.union([EditRoutineInput, EditListRoutineInput]), responses: { 200: Routine } },
  'PATCH /routines/{id}': { summary: 'Patch routine', input: patchRoutine.schema, responses: { 200: Routine } },
  'DELETE /routines/{id}': { summary: 'Delete routine', input: deleteRoutine.schema, responses: { 204: null } },
  'POST /routines/{id}/items': { summary: 'Add a habit (`habitId`) or a task (`taskId`) to a routine', input: z.union([AddHabitInput, AddTaskInput]), pathFields: {'id': 'routineId'}, responses: { 201: RoutineItemAdded } },
  'DELETE /routines/{id}/items/{groupId}': { summary: 'Remove routine item', input: removeRoutineItem.schema, pathFields: {'id': 'routineId'}, responses: { 200: Routine } },
} satisfies Record<RouteKey, OperationSpec>;
