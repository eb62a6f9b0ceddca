import { deleteHabit, editHabit } from '../../../../core/habit/edit';
import { Habit } from '../../../../core/habit/responses';
import { createHabit, getHabit, listHabits } from '../../../../core/habit/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const habitsPaths = {
  'GET /habits': { summary: 'List habits', input: listHabits.schema, responses: { 200: page(Habit) } },
  'POST /habits': { summary: 'Create habit', input: createHabit.schema, responses: { 201: Habit } },
  'GET /habits/{id}': { summary: 'Get habit', input: getHabit.schema, responses: { 200: Habit } },
  'PATCH /habits/{id}': { summary: 'Edit habit', input: editHabit.schema, responses: { 200: Habit } },
  'DELETE /habits/{id}': { summary: 'Delete habit', input: deleteHabit.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
