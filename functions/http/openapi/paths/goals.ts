import { setGoalArchived } from '../../../../core/goal/archive';
import { completeGoal } from '../../../../core/goal/complete';
import { deleteGoal } from '../../../../core/goal/delete';
import { editGoal } from '../../../../core/goal/edit';
import { moveGoal } from '../../../../core/goal/move';
import { decreaseGoalValue, increaseGoalValue } from '../../../../core/goal/progress';
import { Goal } from '../../../../core/goal/responses';
import { createGoal, getGoal, listGoals } from '../../../../core/goal/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const goalsPaths = {
  'GET /goals': { summary: 'List goals', input: listGoals.schema, responses: { 200: page(Goal) } },
  'POST /goals': { summary: 'Create goal', input: createGoal.schema, responses: { 201: Goal } },
  'GET /goals/{id}': { summary: 'Get goal', input: getGoal.schema, responses: { 200: Goal } },
  'PATCH /goals/{id}': { summary: 'Edit goal', input: editGoal.schema, responses: { 200: Goal } },
  'DELETE /goals/{id}': { summary: 'Delete goal', input: deleteGoal.schema, responses: { 204: null } },
  'POST /goals/{id}/complete': { summary: 'Complete goal', input: completeGoal.schema, responses: { 200: Goal } },
  'POST /goals/{id}/increase': { summary: 'Increase goal value', input: increaseGoalValue.schema, responses: { 200: Goal } },
  'POST /goals/{id}/decrease': { summary: 'Decrease goal value', input: decreaseGoalValue.schema, responses: { 200: Goal } },
  'POST /goals/{id}/archive': { summary: 'Set goal archived', input: setGoalArchived.schema, responses: { 200: Goal } },
  'POST /goals/{id}/restore': { summary: 'Set goal archived', input: setGoalArchived.schema, responses: { 200: Goal } },
  'POST /goals/{id}/move': { summary: 'Move goal', input: moveGoal.schema, responses: { 200: Goal } },
} satisfies Record<RouteKey, OperationSpec>;
