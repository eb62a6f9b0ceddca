import { z } from 'zod';
import { CategoryIds } from '../category/schema';
import { iconField, idField, rating } from '../util/fields';
import { pageFields } from '../util/page';

// Lengths and ranges from DOMAIN-FACTS "Habit". Categories are optional here: the contract
// creates a habit from its name alone (the reference required at least one).
const fields = {
  name: z.string().trim().min(2).max(256).describe('Habit name, 2–256 characters (e.g. "Read 20 pages")'),
  description: z.string().trim().max(256).describe('What the habit is about, up to 256 characters'),
  motivationalPhrase: z
    .string()
    .trim()
    .max(256)
    .describe('A phrase the person wrote to keep themselves going, up to 256 characters'),
  icon: iconField,
  importance: rating('How much the habit matters to the person', '1 low … 5 essential'),
  difficulty: rating('How hard the habit is', '1 easy … 5 very hard'),
  categoryIds: CategoryIds,
};

export const HabitId = idField('habit', 'hab_');

export const CreateHabitInput = z.object({
  name: fields.name,
  description: fields.description.optional(),
  motivationalPhrase: fields.motivationalPhrase.optional(),
  icon: fields.icon.optional(),
  importance: fields.importance.optional(),
  difficulty: fields.difficulty.optional(),
  categoryIds: fields.categoryIds.optional(),
});

/** Only the fields given change; `categoryIds` replaces the whole list. Streaks and XP are not editable. */
export const EditHabitInput = z.object({
  id: HabitId,
  name: fields.name.optional(),
  description: fields.description.optional(),
  motivationalPhrase: fields.motivationalPhrase.optional(),
  icon: fields.icon.optional(),
  importance: fields.importance.optional(),
  difficulty: fields.difficulty.optional(),
  categoryIds: fields.categoryIds.optional(),
});

export const GetHabitInput = z.object({ id: HabitId });
export const DeleteHabitInput = z.object({ id: HabitId });
export const ListHabitsInput = z.object({ ...pageFields('hab') });
