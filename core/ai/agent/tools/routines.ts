import { deleteRoutine } from '../../../routine/delete';
import { addHabitToRoutine, addTaskToRoutine, removeRoutineItem } from '../../../routine/items';
import { patchRoutine } from '../../../routine/patch';
import { editListRoutine, editRoutine } from '../../../routine/replace';
import { createListRoutine, createRoutine, listRoutines } from '../../../routine/service';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from '../../../schedule/service';
import { loadRoutine, entriesOf } from '../../../routine/store';
import { withCards } from './card';
import { routineCards } from './cards/routines';
import { commandTool } from './define';
import {
  createScheduleSummary,
  deleteScheduleSummary,
  editListRoutineSummary,
  editRoutineSummary,
  patchRemovesEntries,
  patchRoutineSummary,
  removeItemSummary,
  updateScheduleSummary,
} from './summaries/routines';
import { quoted } from './summary-text';
import { summaryWords } from './summary-words';

/** Routine building (D3) and schedules. Placing or removing a habit changes its "in a routine" flag: habits refresh too. */
export const routineTools = withCards(routineCards, [
  commandTool(
    'getUserRoutines',
    'read',
    [],
    'List the person’s routines with their sections, entries (groupId = entry id, id = habit/task id, name, times) and scheduled weekdays.',
    listRoutines,
  ),
  commandTool(
    'createUserRoutine',
    'write',
    ['routines', 'habits'],
    'Create a DAILY routine: sections with a time window (HH:mm; end before start = overnight), each with habit/task entries whose times lie inside the window ±5 min (default: the whole window). Resolve habit/task ids first.',
    createRoutine,
    { approval: 'never' },
  ),
  commandTool(
    'editUserRoutine',
    'write',
    ['routines', 'habits'],
    'FULL REPLACE of a DAILY routine: send the complete new name, icon and sections (anything left out is removed; confirm first). Pass existing sectionId/groupId to keep them. For one change use patchUserRoutine.',
    editRoutine,
    // A full replace: whatever the call leaves out is removed.
    { approval: 'always', summary: editRoutineSummary },
  ),
  commandTool(
    'patchUserRoutine',
    'write',
    ['routines', 'habits'],
    'Targeted routine edits without resending it: ops (in order, all or nothing) rename, setIcon, addSection, editSection (name, window, icon, favourite), removeSection (removes its entries: confirm), moveSection, moveItem (by groupId; section, position, times).',
    patchRoutine,
    { approval: patchRemovesEntries, summary: patchRoutineSummary },
  ),
  commandTool(
    'createUserListRoutine',
    'write',
    ['routines', 'habits'],
    'Create a LIST routine: a flat ordered array of habit/task items, no sections, no times.',
    createListRoutine,
    { approval: 'never' },
  ),
  commandTool(
    'editUserListRoutine',
    'write',
    ['routines', 'habits'],
    'FULL REPLACE of a LIST routine’s name, icon and flat item array (no times). Confirm first.',
    editListRoutine,
    // A full replace, like editUserRoutine.
    { approval: 'always', summary: editListRoutineSummary },
  ),
  commandTool(
    'addHabitToRoutineSection',
    'write',
    ['routines', 'habits'],
    'Place a habit (habit id) in a DAILY routine’s section (section id or name; times inside its window ±5 min, default the whole window) or at the end of a LIST routine (no section, no times). Returns the new entry’s groupId.',
    addHabitToRoutine,
    { approval: 'never' },
  ),
  commandTool(
    'addTaskToRoutineSection',
    'write',
    ['routines'],
    'Place a task (task id) in a DAILY routine’s section (section id or name; times inside its window ±5 min) or at the end of a LIST routine. Returns the new entry’s groupId.',
    addTaskToRoutine,
    { approval: 'never' },
  ),
  commandTool(
    'removeRoutineItem',
    'write',
    ['routines', 'habits'],
    'Remove ONE entry from its routine by its GROUP id (never the habit id; the habit itself stays). Confirm first.',
    removeRoutineItem,
    { approval: 'always', summary: removeItemSummary },
  ),
  commandTool('deleteUserRoutine', 'write', ['routines', 'habits'], 'Delete a routine and its schedule (history stays). Confirm first.', deleteRoutine, {
    approval: 'always',
    summary: async (ctx, { id }) => {
      const [row, w] = await Promise.all([loadRoutine(ctx, id), summaryWords(ctx)]);
      return w.deleteRoutine(quoted(row.name), entriesOf(row).length);
    },
  }),
  commandTool('getUserSchedules', 'read', [], 'List schedules: which routine runs on which weekdays (one routine per weekday).', listSchedules),
  commandTool(
    'createUserSchedule',
    'write',
    ['routines'],
    'Schedule a routine on weekdays (Monday…Sunday or segunda…domingo, any case). A weekday another routine had moves to this one: the app then asks the person first, and the answer says which moved.',
    createSchedule,
    // A weekday it takes stops running the other routine, and one left with no day loses its
    // schedule, as deleteUserSchedule would (issue 30): so it asks exactly then, naming them.
    // Only the person's schedules can tell, so they decide (read once, for the card too).
    { approval: { ask: createScheduleSummary } },
  ),
  commandTool(
    'updateUserSchedule',
    'write',
    ['routines'],
    'Replace a schedule’s weekdays (the full new set). Days taken from other routines are reported.',
    updateSchedule,
    // Replaces the routine's weekday set: the days left out stop running it.
    { approval: 'always', summary: updateScheduleSummary },
  ),
  commandTool('deleteUserSchedule', 'write', ['routines'], 'Delete a schedule: its routine no longer runs on any day.', deleteSchedule, {
    approval: 'always',
    summary: deleteScheduleSummary,
  }),
]);
