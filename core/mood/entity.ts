import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/**
 * One mood entry per user and calendar day (D7). The day is the sort key, so a history range
 * is one Query between two dates and "one per day" holds by construction.
 */
export const MoodEntries = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'mood', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          date: { type: 'string', required: true },
          level: { type: 'number', required: true },
          /**
           * The person's own words. Never leaves through a model-facing path (D7, A5): only the
           * REST reads and the export return it.
           */
          journal: { type: 'string' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['date'], template: 'MOOD#${date}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export interface MoodRow {
  date: string;
  level: number;
  journal?: string;
  createdAt: string;
  updatedAt: string;
}
