import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const EXPERIENCES = ['BEGINNER', 'INTERMEDIARY', 'ADVANCED'] as const;

export const Categories = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'category', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          categoryId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          description: { type: 'string', required: true, default: '' },
          icon: { type: 'string' },
          experience: { type: EXPERIENCES, required: true },
          /** Total XP (head start included); the level is derived from it on read. */
          xp: { type: 'number', required: true, default: 0 },
          /**
           * How many habits, tasks and goals reference this category. Kept in the same
           * transaction as every link/unlink, so "delete only when unused" (DOMAIN-FACTS) is
           * one conditional delete instead of a read that a concurrent link could outrun.
           */
          useCount: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['categoryId'], template: 'CAT#${categoryId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/**
 * A claim on a category name (lowercased) so "unique per user, case-insensitive" holds under
 * concurrency: creating or renaming puts the claim with attribute_not_exists in the same
 * transaction as the category. Onboarding's "skip names that already exist" (O4) leans on it.
 */
export const CategoryNames = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'categoryName', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          nameKey: { type: 'string', required: true },
          categoryId: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['nameKey'], template: 'CATNAME#${nameKey}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/** The uniqueness key of a name: trimmed already by the schema; case and Unicode form folded. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase();
}
