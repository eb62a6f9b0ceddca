import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import type { Weekday } from './weekdays';

/**
 * All of a person's schedules in ONE item. "One routine per weekday: scheduling a day moves
 * it away from any other routine" (DOMAIN-FACTS) then holds by construction: a move is one
 * conditional write on `version`, and two concurrent schedulings cannot both claim Monday.
 */
export const Schedules = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'schedules', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          schedules: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                scheduleId: { type: 'string', required: true },
                routineId: { type: 'string', required: true },
                days: { type: 'list', required: true, items: { type: 'string' } },
              },
            },
          },
          version: { type: 'number', required: true, default: 0 },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'SCHEDULES', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface ScheduleRow {
  scheduleId: string;
  routineId: string;
  days: Weekday[];
}

export interface ScheduleSet {
  schedules: ScheduleRow[];
  /** null: the item does not exist yet (created by the first write). */
  version: number | null;
}
