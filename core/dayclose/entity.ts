import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import { ITEM_KINDS, ROUTINE_TYPES } from '../routine/entity';

/**
 * One row per user and closed day (SPEC D5): the day's routine frozen as it was — structure,
 * each item's name, importance and difficulty, checked/skipped/open and XP — plus the mood
 * level. Insert-only by the day close; afterwards only late checks and skips change an
 * entry's status (DOMAIN-FACTS: a late check repairs history), conditioned on `version`.
 */
export const Snapshots = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'daySnapshot', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          weekday: { type: 'string', required: true },
          routineId: { type: 'string' },
          routineName: { type: 'string' },
          routineType: { type: ROUTINE_TYPES },
          entries: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                entryId: { type: 'string', required: true },
                sectionId: { type: 'string', required: true },
                sectionName: { type: 'string', required: true },
                sectionStart: { type: 'string' },
                sectionEnd: { type: 'string' },
                kind: { type: ITEM_KINDS, required: true },
                refId: { type: 'string', required: true },
                name: { type: 'string', required: true },
                importance: { type: 'number', required: true },
                difficulty: { type: 'number', required: true },
                categoryIds: { type: 'list', items: { type: 'string' }, required: true },
                oneTimeTask: { type: 'boolean', required: true },
                startTime: { type: 'string' },
                endTime: { type: 'string' },
                status: { type: ['OPEN', 'CHECKED', 'SKIPPED'] as const, required: true },
                xp: { type: 'number', required: true },
              },
            },
          },
          moodLevel: { type: 'number' },
          constanceMode: { type: ['ANY', 'COMPLETE'] as const, required: true },
          /**
           * The day's outcome rows (from local 02:00): PENDING → WRITING (claimed, rows being
           * inserted; a rerun inserts again, idempotently) → WRITTEN. From WRITING on, a late
           * check or skip repairs the rows itself.
           */
          outcomes: { type: ['PENDING', 'WRITING', 'WRITTEN'] as const, required: true, default: 'PENDING' },
          version: { type: 'number', required: true, default: 0 },
          closedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['day'], template: 'SNAP#${day}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
