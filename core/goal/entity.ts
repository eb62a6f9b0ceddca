import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const GOAL_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const GOAL_TERMS = ['SHORT', 'MEDIUM', 'LONG'] as const;

export const Goals = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'goal', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          goalId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          icon: { type: 'string' },
          description: { type: 'string', required: true, default: '' },
          motivation: { type: 'string', required: true, default: '' },
          targetValue: { type: 'number', required: true },
          currentValue: { type: 'number', required: true, default: 0 },
          unit: { type: 'string', required: true },
          status: { type: GOAL_STATUSES, required: true },
          term: { type: GOAL_TERMS, required: true },
          startDate: { type: 'string', required: true },
          endDate: { type: 'string' },
          categoryIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
          parentId: { type: 'string' },
          archivedAt: { type: 'string' },
          completedAt: { type: 'string' },
          /** The owner's day of completion: XP ledger day, and the day a take-back is booked on. */
          completedOn: { type: 'string' },
          /** What completing paid (goal XP); un-completing takes back exactly this. */
          xpAwarded: { type: 'number', required: true, default: 0 },
          /** The categories that were paid, so a take-back hits the same ones. */
          paidCategoryIds: { type: 'list', items: { type: 'string' } },
          /**
           * Bumped by every write to the goal. Tree invariants (no cycles, ≤ 3 levels, no
           * child under an archived parent) are read, then guarded by conditions on the
           * versions read — see tree.ts.
           */
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['goalId'], template: 'GOAL#${goalId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
