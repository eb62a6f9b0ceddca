import { deletableHabit, deleteHabit, editHabit } from '../../../habit/edit';
import { createHabit, listHabits } from '../../../habit/service';
import { withCards } from './card';
import { habitCards } from './cards/habits';
import { commandTool } from './define';
import { quoted } from './summary-text';
import { summaryWords } from './summary-words';

export const habitTools = withCards(habitCards, [
  commandTool('getUserHabits', 'read', [], 'List the person’s habits (id, name, categories, importance, difficulty, streak). Resolve habit names here before using an id.', listHabits),
  commandTool('createUserHabit', 'write', ['habits'], 'Create a habit. Only the name is required; importance and difficulty are 1–5.', createHabit, {
    approval: 'never',
  }),
  commandTool('editUserHabit', 'write', ['habits', 'routines'], 'Change a habit by its HABIT id (not a routine group id). Send only the fields to change.', editHabit, {
    approval: 'never',
  }),
  commandTool(
    'deleteUserHabit',
    'write',
    ['habits'],
    'Delete a habit by its habit id. Refused while the habit is placed in a routine. Confirm with the person first.',
    deleteHabit,
    {
      approval: 'always',
      summary: async (ctx, { id }) => {
        const [row, w] = await Promise.all([deletableHabit(ctx, id), summaryWords(ctx)]);
        return w.deleteHabit(quoted(row.name));
      },
    },
  ),
]);
