import { Entity } from 'electrodb';
import type { Ctx } from '../../context';
import { bindEntity, SERVICE, userPk } from '../../db/entity';

export const SAVED_KINDS = ['categories', 'habits', 'tasks', 'goals', 'routines'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];
export interface SavedItem {
  kind: SavedKind;
  name: string;
  id: string;
}

/**
 * The wizard's record of what acceptance has saved (O4). Each item is appended the moment its
 * write lands, so "Try again" after a partial failure knows exactly what already exists.
 */
const OnboardingRecords = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'onboardingRecord', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          saved: {
            type: 'list',
            items: { type: 'map', properties: { kind: { type: 'string' }, name: { type: 'string' }, id: { type: 'string' } } },
          },
          updatedAt: { type: 'string' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'ONBOARDING', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export async function loadSaved(ctx: Ctx): Promise<SavedItem[]> {
  const row = (await OnboardingRecords(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
  return (row?.saved ?? []) as SavedItem[];
}

export async function recordSaved(ctx: Ctx, item: SavedItem): Promise<void> {
  await OnboardingRecords(ctx.deps.db)
    .update({ userId: ctx.actor.userId })
    .append({ saved: [item] })
    .set({ updatedAt: ctx.deps.clock.now().toISOString() })
    .go({ response: 'none' });
}
