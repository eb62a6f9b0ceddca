import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import { ITEM_KINDS } from '../routine/entity';

/**
 * One row per entry and day that is not open: CHECKED or SKIPPED (DOMAIN-FACTS: the entry
 * "owns the check rows"). The key (day, entry) makes a second check of the same entry a
 * failed condition, never a second payout. `xp` and the paid owners are stored so that an
 * uncheck takes back exactly what was paid, from exactly whom.
 */
export const Checks = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'check', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          entryId: { type: 'string', required: true },
          routineId: { type: 'string', required: true },
          kind: { type: ITEM_KINDS, required: true },
          refId: { type: 'string', required: true },
          status: { type: ['CHECKED', 'SKIPPED'] as const, required: true },
          xp: { type: 'number', required: true, default: 0 },
          paidCategoryIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
          paidHabit: { type: 'boolean', required: true, default: false },
          paidRoutine: { type: 'boolean', required: true, default: false },
          /** The day the XP was booked on (a late check is earned the day it is made). */
          ledgerDay: { type: 'string', required: true },
          daysLate: { type: 'number', required: true, default: 0 },
          oneTimeTask: { type: 'boolean', required: true, default: false },
          at: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['day', 'entryId'], template: 'CHK#${day}#${entryId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export interface CheckRow {
  userId: string;
  day: string;
  entryId: string;
  routineId: string;
  kind: (typeof ITEM_KINDS)[number];
  refId: string;
  status: 'CHECKED' | 'SKIPPED';
  xp: number;
  paidCategoryIds: string[];
  paidHabit: boolean;
  paidRoutine: boolean;
  ledgerDay: string;
  daysLate: number;
  oneTimeTask: boolean;
  at: string;
}
