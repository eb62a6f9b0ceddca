import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import { OUTCOMES } from './outcome';

export const OUTCOME_OWNERS = ['user', 'routine', 'habit', 'task'] as const;
export type OutcomeOwner = (typeof OUTCOME_OWNERS)[number];

/**
 * A day's outcome for one owner. Keyed owner first, day last, so a streak is one Query
 * walking back from today (descending) that stops at the first MISSED. Written insert-only
 * by the day close; a late check or skip repairs a row explicitly.
 */
export const Outcomes = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'dayOutcome', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          ownerType: { type: OUTCOME_OWNERS, required: true },
          ownerId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          outcome: { type: OUTCOMES, required: true },
          writtenAt: { type: 'string', required: true },
          repairedAt: { type: 'string' },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: {
              field: 'sk',
              composite: ['ownerType', 'ownerId', 'day'],
              template: 'OUT#${ownerType}#${ownerId}#${day}',
              casing: 'none',
            },
          },
        },
      },
      cfg,
    ),
);

/** The account's constance (streak) as last derived, and its best, which never falls. */
export const Constance = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'constance', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          currentStreak: { type: 'number', required: true, default: 0 },
          bestStreak: { type: 'number', required: true, default: 0 },
          lastActiveDay: { type: 'string' },
          derivedOn: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'CONSTANCE', casing: 'none' } },
        },
      },
      cfg,
    ),
);
