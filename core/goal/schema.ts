import { z } from 'zod';
import { CategoryIds } from '../category/schema';
import { iconField, idField } from '../util/fields';
import { pageFields } from '../util/page';
import { IsoDate } from '../xp/dates';
import { GOAL_STATUSES, GOAL_TERMS } from './entity';

export const GoalId = idField('goal', 'gol_');

const Amount = z.number().min(0).max(1_000_000_000);
const fields = {
  name: z.string().trim().min(1).max(256).describe('Goal name, 1–256 characters (e.g. "Read 12 books")'),
  icon: iconField,
  description: z.string().trim().max(256).describe('What reaching the goal means, up to 256 characters'),
  motivation: z.string().trim().max(256).describe('Why the person wants it, in their words, up to 256 characters'),
  targetValue: z.number().positive().max(1_000_000_000).describe(
    'The amount to reach, greater than 0 (e.g. 12 for "12 books"); bigger targets pay more XP on completion',
  ),
  currentValue: Amount.describe('Progress so far, 0 or more (default 0); use increase/decrease to log progress'),
  unit: z.string().trim().min(1).max(32).describe('What is counted (e.g. "books", "km"); default "times"'),
  term: z.enum(GOAL_TERMS).describe('Horizon: SHORT, MEDIUM or LONG (default SHORT)'),
  startDate: IsoDate.describe('First day of the goal, YYYY-MM-DD (default: today)'),
  endDate: IsoDate.nullable().describe('Deadline, YYYY-MM-DD, not before the start date; null for none (default none)'),
  categoryIds: CategoryIds,
};

// "end before start" is reported with the other field errors (`when`), not after they are fixed.
const datesInOrder = {
  path: ['endDate'],
  message: 'Must not be before the start date',
  when: (p: { value: unknown }) => {
    const v = p.value as { startDate?: unknown; endDate?: unknown } | undefined;
    return typeof v?.startDate === 'string' && typeof v.endDate === 'string';
  },
};
const ordered = (v: { startDate?: string; endDate?: string | null }) => !(v.startDate && v.endDate && v.endDate < v.startDate);

export const CreateGoalInput = z
  .object({
    name: fields.name,
    targetValue: fields.targetValue,
    currentValue: fields.currentValue.optional(),
    unit: fields.unit.optional(),
    icon: fields.icon.optional(),
    description: fields.description.optional(),
    motivation: fields.motivation.optional(),
    status: z
      .enum(GOAL_STATUSES)
      .optional()
      .describe(
        'NOT_STARTED or IN_PROGRESS (default: IN_PROGRESS if currentValue > 0); ' +
          'COMPLETED is stored as IN_PROGRESS — complete the goal to earn its XP',
      ),
    term: fields.term.optional(),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    parentId: GoalId.nullable()
      .optional()
      .describe('Id of the goal to nest this under (trees are at most 3 levels deep); omit or null for a top-level goal'),
    categoryIds: fields.categoryIds.optional(),
  })
  .refine(ordered, datesInOrder);

/** Only the fields given change. Re-parenting is `move`; completion is `complete` (it moves XP). */
export const EditGoalInput = z
  .object({
    id: GoalId,
    name: fields.name.optional(),
    targetValue: fields.targetValue.optional(),
    currentValue: fields.currentValue.optional(),
    unit: fields.unit.optional(),
    icon: fields.icon.optional(),
    description: fields.description.optional(),
    motivation: fields.motivation.optional(),
    status: z
      .enum(['NOT_STARTED', 'IN_PROGRESS'])
      .optional()
      .describe('NOT_STARTED or IN_PROGRESS; to complete or un-complete use the complete command'),
    term: fields.term.optional(),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    categoryIds: fields.categoryIds.optional(),
  })
  .refine(ordered, datesInOrder);

export const GetGoalInput = z.object({ id: GoalId });
export const DeleteGoalInput = z.object({ id: GoalId });

export const ListGoalsInput = z.object({
  ...pageFields('gol'),
  archived: z
    .enum(['exclude', 'include', 'only'])
    .default('exclude')
    .describe('Archived goals: exclude (default), include, or only'),
});

export const CompleteGoalInput = z.object({
  id: GoalId,
  completed: z
    .boolean()
    .optional()
    .describe(
      'Omit to toggle (complete ↔ un-complete). true completes and pays XP once, false un-completes and takes it back; ' +
        'either is a no-op if the goal is already in that state',
    ),
});

export const ChangeGoalValueInput = z.object({
  id: GoalId,
  value: z.number().positive().max(1_000_000_000).default(1).describe('How much to add or remove, > 0 (default 1)'),
});

export const ArchiveGoalInput = z.object({
  id: GoalId,
  archived: z
    .boolean()
    .default(true)
    .describe('true archives the goal and its whole subtree; false restores what was archived with it'),
});

export const MoveGoalInput = z.object({
  id: GoalId,
  parentId: GoalId.nullable().describe('Id of the new parent goal, or null to make it top-level'),
});

/** Re-parent by NAME (the agent's move-under): no ids to invent, no fields to resend (D2). */
export const MoveGoalUnderInput = z.object({
  goal: z.string().trim().min(1).max(256).describe('The goal to move: its id, or its name (exact, any case, or a unique part of it)'),
  parent: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .nullable()
    .describe('The goal to put it under (id or name), or null to make it top-level'),
});
