import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

/** Feedback about Beyou, stored in the person's own words (D10). */
export const Feedback = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'feedback', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          feedbackId: { type: 'string', required: true },
          text: { type: 'string', required: true },
          kind: { type: ['BUG', 'IDEA', 'PRAISE', 'OTHER'] as const, required: true },
          source: { type: ['app', 'assistant'] as const, required: true },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['feedbackId'], template: 'FEEDBACK#${feedbackId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
