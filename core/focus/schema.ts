import { z } from 'zod';
import { IsoDate } from '../xp/dates';

export const MAX_MICRO_TASKS = 100;
/** DOMAIN-FACTS: listing materialises "the 50 most recently pinned" names. */
export const MATERIALISED_PINS = 50;

export const EntryId = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64)
  .describe("The routine ENTRY id (the groupId from getTodayRoutine) the micro-tasks hang off — never a habit id, never guessed");
const MicroTaskId = z.string().trim().min(1, 'Required').max(64).describe('The micro-task id (mtk_…), from getItemMicroTasks or addMicroTask');
const name = z.string().trim().min(1).max(80).describe('The step, 1–80 characters (e.g. "Outline chapter 2")');

export const ListMicroTasksInput = z.object({ entryId: EntryId });
export const AddMicroTaskInput = z.object({ entryId: EntryId, name });
export const ToggleMicroTaskInput = z.object({
  id: MicroTaskId,
  done: z.boolean().optional().describe('Omit to toggle; true ticks it, false unticks it'),
});
export const PinMicroTaskInput = z.object({
  id: MicroTaskId,
  pinned: z
    .boolean()
    .optional()
    .describe('Omit to toggle. Pins the NAME: it then appears on every entry whose micro-tasks are listed; false unpins the name everywhere'),
});
export const DeleteMicroTaskInput = z.object({ id: MicroTaskId });
export const ReorderMicroTasksInput = z.object({
  entryId: EntryId,
  ids: z
    .array(MicroTaskId)
    .min(1)
    .max(MAX_MICRO_TASKS)
    .describe('Micro-task ids in the new order (the full list); unknown ids are ignored, unmentioned ones keep their order after these'),
});
export const FocusDayInput = z.object({
  date: IsoDate.optional().describe("The day, YYYY-MM-DD; omit for today (the person's time zone)"),
});
