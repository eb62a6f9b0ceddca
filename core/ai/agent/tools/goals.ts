import { setGoalArchived } from '../../../goal/archive';
import { completeGoal } from '../../../goal/complete';
import { deleteGoal } from '../../../goal/delete';
import { editGoal } from '../../../goal/edit';
import { moveGoalUnder } from '../../../goal/move';
import { decreaseGoalValue, increaseGoalValue } from '../../../goal/progress';
import { createGoal, listGoals } from '../../../goal/service';
import { withCards } from './card';
import { goalCards } from './cards/goals';
import { commandTool } from './define';
import { completeGoalSummary, deleteGoalSummary } from './summaries/goals';

export const goalTools = withCards(goalCards, [
  commandTool('getUserGoals', 'read', [], 'List the person’s goals as a tree (id, name, parent, status, progress, dates). Resolve goal names here.', listGoals),
  commandTool('createUserGoal', 'write', ['goals'], 'Create a goal: name and targetValue are required. Nest it with parentId (at most 3 levels).', createGoal, {
    approval: 'never',
  }),
  commandTool('editUserGoal', 'write', ['goals'], 'Change a goal’s fields by id. To re-parent use moveUserGoalUnder; to complete use completeUserGoal.', editGoal, {
    approval: 'never',
  }),
  commandTool('deleteUserGoal', 'write', ['goals'], 'Delete a goal by id; its children become top-level. Confirm with the person first.', deleteGoal, {
    approval: 'always',
    summary: deleteGoalSummary,
  }),
  commandTool(
    'completeUserGoal',
    'write',
    ['goals', 'profile', 'categories'],
    'Mark a goal completed (awards XP) or not completed (takes the XP back). ONLY when the person explicitly asks; send completed: true or false.',
    completeGoal,
    // It pays or takes back XP: only on the person's explicit word (A7), so always asked.
    { approval: 'always', summary: completeGoalSummary },
  ),
  commandTool('increaseUserGoalValue', 'write', ['goals'], 'Add progress to a goal (default 1). Does not complete it.', increaseGoalValue, { approval: 'never' }),
  commandTool('decreaseUserGoalValue', 'write', ['goals'], 'Remove progress from a goal (default 1, never below 0).', decreaseGoalValue, { approval: 'never' }),
  commandTool(
    'archiveUserGoal',
    'write',
    ['goals'],
    'Archive a goal and its whole subtree (archived: true), or restore them (archived: false). Moves no XP.',
    setGoalArchived,
    // Restorable with archived: false, and it moves no XP.
    { approval: 'never' },
  ),
  commandTool(
    'moveUserGoalUnder',
    'write',
    ['goals'],
    'Put a goal under another goal, by names or ids, without resending its fields; parent null makes it top-level. Cycles and trees deeper than 3 are refused.',
    moveGoalUnder,
    { approval: 'never' },
  ),
]);
