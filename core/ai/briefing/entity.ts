import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../db/entity';

export const NARRATIVE_STATUSES = ['PENDING', 'READY', 'UNAVAILABLE'] as const;
export type NarrativeStatus = (typeof NARRATIVE_STATUSES)[number];

/**
 * One briefing per user and day. Claiming it (PENDING + claimUntil) is the single-flight
 * lock (B5): only the caller whose conditional write won sends the queue message; everyone
 * else just reads. The facts the model gets are frozen into the row at claim time, so the
 * worker writes prose about exactly the numbers the screen showed.
 */
export const Briefings = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'briefing', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          date: { type: 'string', required: true },
          status: { type: NARRATIVE_STATUSES, required: true },
          claimUntil: { type: 'number' },
          facts: { type: 'string' },
          language: { type: 'string' },
          todayLines: { type: 'list', items: { type: 'string' } },
          yesterdayLines: { type: 'list', items: { type: 'string' } },
          servedBy: { type: 'string' },
          seenAt: { type: 'string' },
          createdAt: { type: 'string', required: true },
          /** Rows older than 30 days go (DOMAIN-FACTS). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['date'], template: 'BRIEFING#${date}', casing: 'none' } },
        },
      },
      cfg,
    ),
);
