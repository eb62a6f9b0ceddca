import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const CYCLE_TYPES = ['POMODORO', 'SHORT_BREAK', 'LONG_BREAK'] as const;

/**
 * A completed Focus Mode timer cycle (DOMAIN-FACTS "Timer cycles"), recorded by the client when
 * one runs out — never by the agent. Keyed by the local day it ended, its start and its type:
 * a client retrying a lost POST writes the same key, so a cycle is never counted twice, and a
 * day's cycles are one Query. A POMODORO naming a notebook page credits the study cycle that
 * holds the page in the same transaction as its own write, so a retried POST never credits twice.
 */
export const TimerCycles = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'timerCycle', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          day: { type: 'string', required: true },
          startedAt: { type: 'string', required: true },
          type: { type: CYCLE_TYPES, required: true },
          cycleId: { type: 'string', required: true },
          endedAt: { type: 'string', required: true },
          minutes: { type: 'number', required: true },
          entryId: { type: 'string' },
          /** The notebook page studied; a POMODORO with one credits the study cycle holding it. */
          pageId: { type: 'string' },
          /** The study cycle it credited and what the credit did (study/laps.ts CreditRecord). */
          studyCycleId: { type: 'string' },
          studyCredit: { type: 'any' },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['day', 'startedAt', 'type'], template: 'CYCLE#${day}#${startedAt}#${type}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export type TimerCycleRow = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof TimerCycles>['get']>['go']>>['data']>;
