import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const Tasks = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'task', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          taskId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          description: { type: 'string', required: true, default: '' },
          icon: { type: 'string' },
          importance: { type: 'number', required: true },
          difficulty: { type: 'number', required: true },
          categoryIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
          /** A one-time task is removed once checked and builds no streak (DOMAIN-FACTS). */
          oneTimeTask: { type: 'boolean', required: true, default: false },
          // Re-derived from day outcomes by check-ins and the day close (core/constance); a
          // one-time task builds none.
          currentStreak: { type: 'number', required: true, default: 0 },
          bestStreak: { type: 'number', required: true, default: 0 },
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['taskId'], template: 'TSK#${taskId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);
