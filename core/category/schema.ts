import { z } from 'zod';
import { ExperienceLevel } from '../xp/head-start';
import { iconField, idField } from '../util/fields';
import { pageFields } from '../util/page';

// Lengths from DOMAIN-FACTS "Category": name 2–256, description ≤ 256.
const Name = z
  .string()
  .trim()
  .min(2)
  .max(256)
  .describe('Category name, 2–256 characters, unique per person ignoring case (e.g. "Health")');
const Description = z.string().trim().max(256).describe('What the category covers, up to 256 characters');

export const CategoryId = idField('category', 'cat_');

/** A habit's, task's or goal's categories; ten is far beyond real use and bounds transactions. */
export const CategoryIds = z
  .array(CategoryId)
  .max(10)
  .transform((ids) => [...new Set(ids)])
  .describe('Ids of the person\'s categories this belongs to (from getUserCategories), at most 10');

export const CreateCategoryInput = z.object({
  name: Name,
  description: Description.optional(),
  icon: iconField.optional(),
  experience: ExperienceLevel.default('BEGINNER'),
});

export const EditCategoryInput = z.object({
  id: CategoryId,
  name: Name.optional(),
  description: Description.optional(),
  icon: iconField.optional(),
});

export const GetCategoryInput = z.object({ id: CategoryId });
export const DeleteCategoryInput = z.object({ id: CategoryId });
export const ListCategoriesInput = z.object({ ...pageFields('cat') });
