import { getFocusDay } from '../../../focus/day';
import { deleteMicroTask, pinMicroTask, reorderMicroTasks, toggleMicroTask } from '../../../focus/edit';
import { findMicroTask, pinnedNames } from '../../../focus/store';
import { ownerToday } from '../../../configuration/today';
import { addMicroTask, listMicroTasks } from '../../../focus/service';
import { withCards } from './card';
import { focusCards } from './cards/focus';
import { commandTool } from './define';
import { quoted } from './summary-text';
import { summaryWords } from './summary-words';

/**
 * Focus Mode (D6). Micro-tasks hang off a routine ENTRY id; the tools refuse a missing one
 * and name the entry open on the focus screen (the tool context carries it), never default
 * to it. Listing also writes (pinned names are materialised), hence kind 'write'.
 */
export const focusTools = withCards(focusCards, [
  commandTool(
    'getItemMicroTasks',
    'write',
    ['focus'],
    'List today’s micro-tasks of one routine entry (entryId = groupId). This read also WRITES: every pinned name is added to the entry.',
    listMicroTasks,
    // Its write only adds the pinned names.
    { approval: 'never' },
  ),
  commandTool(
    'getFocusDay',
    'read',
    [],
    'The Focus Mode day (today or a past date): each routine entry with its micro-tasks, and the timer cycles (pomodoros, breaks) completed that day. Read-only; no tool records a cycle.',
    getFocusDay,
  ),
  commandTool(
    'addMicroTask',
    'write',
    ['focus'],
    'Add a micro-task (a small step) to a routine entry for today; entryId is required and never guessed. Adding a name the entry already has returns it.',
    addMicroTask,
    { approval: 'never' },
  ),
  commandTool('toggleMicroTask', 'write', ['focus'], 'Tick or untick one of today’s micro-tasks by its id.', toggleMicroTask, { approval: 'never' }),
  commandTool(
    'pinMicroTask',
    'write',
    ['focus'],
    'Pin (or unpin) a micro-task’s NAME: pinned names appear on every entry whose micro-tasks are listed, from now on.',
    pinMicroTask,
    // Unpinning is undone by pinning again.
    { approval: 'never' },
  ),
  commandTool(
    'deleteMicroTask',
    'write',
    ['focus'],
    'Delete one of today’s micro-tasks. If its name was pinned, the name stops being kept everywhere. Confirm first.',
    deleteMicroTask,
    {
      approval: 'always',
      summary: async (ctx, { id }) => {
        const [today, w] = await Promise.all([ownerToday(ctx), summaryWords(ctx)]);
        const row = await findMicroTask(ctx, today, id);
        const pinned = (await pinnedNames(ctx)).some((p) => p.nameKey === row.nameKey);
        return w.deleteMicroTask(quoted(row.name), pinned);
      },
    },
  ),
  commandTool(
    'reorderMicroTasks',
    'write',
    ['focus'],
    'Reorder an entry’s micro-tasks: the full list of ids in the new order (unknown ids ignored, unmentioned ones go last).',
    reorderMicroTasks,
    { approval: 'never' },
  ),
]);
