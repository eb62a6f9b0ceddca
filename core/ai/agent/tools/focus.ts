import { getFocusDay } from '../../../focus/day';
import { deleteMicroTask, pinMicroTask, reorderMicroTasks, toggleMicroTask } from '../../../focus/edit';
import { addMicroTask, listMicroTasks } from '../../../focus/service';
import { commandTool } from './define';

/**
 * Focus Mode (D6). Micro-tasks hang off a routine ENTRY id; the tools refuse a missing one
 * and name the entry open on the focus screen (the tool context carries it), never default
 * to it. Listing also writes (pinned names are materialised), hence kind 'write'.
 */
export const focusTools = [
  commandTool(
    'getItemMicroTasks',
    'write',
    ['focus'],
    'List today’s micro-tasks of one routine entry (entryId = groupId). This read also WRITES: every pinned name is added to the entry.',
    listMicroTasks,
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
  ),
  commandTool('toggleMicroTask', 'write', ['focus'], 'Tick or untick one of today’s micro-tasks by its id.', toggleMicroTask),
  commandTool(
    'pinMicroTask',
    'write',
    ['focus'],
    'Pin (or unpin) a micro-task’s NAME: pinned names appear on every entry whose micro-tasks are listed, from now on.',
    pinMicroTask,
  ),
  commandTool(
    'deleteMicroTask',
    'write',
    ['focus'],
    'Delete one of today’s micro-tasks. If its name was pinned, the name stops being kept everywhere. Confirm first.',
    deleteMicroTask,
  ),
  commandTool(
    'reorderMicroTasks',
    'write',
    ['focus'],
    'Reorder an entry’s micro-tasks: the full list of ids in the new order (unknown ids ignored, unmentioned ones go last).',
    reorderMicroTasks,
  ),
];
