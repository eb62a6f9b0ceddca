import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const Habits = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'habit', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          habitId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          description: { type: 'string', required: true, default: '' },
          motivationalPhrase: { type: 'string', required: true, default: '' },
          icon: { type: 'string' },
          importance: { type: 'number', required: true },
          difficulty: { type: 'number', required: true },
          categoryIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
          xp: { type: 'number', required: true, default: 0 },
          // Streak fields: maintained by check-ins (routine issue), re-derived by walking back
          // through day outcomes, never incremented blindly (DOMAIN-FACTS "XP, levels, streaks").
          currentStreak: { type: 'number', required: true, default: 0 },
          bestStreak: { type: 'number', required: true, default: 0 },
          totalChecks: { type: 'number', required: true, default: 0 },
          firstCheckDate: { type: 'string' },
          lastCheckDate: { type: 'string' },
          /** Routine entries placing this habit; see routine-refs.ts (the routines' port). */
          routineRefs: { type: 'number', required: true, default: 0 },
          /** Bumped by every write: the optimistic-concurrency token (util/tx.ts). */
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['habitId'], template: 'HAB#${habitId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
