import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const CYCLE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/**
 * A study cycle (D12): its configuration, the planned queue and the running lap in ONE item
 * with a `version`. A credit changes the lap, an edit the queue and the lap together; one
 * item makes each of them one conditional write, so concurrent credits add up exactly (each
 * re-reads and walks again when the version moved). Stored JSON is checked on read (store.ts).
 */
export const StudyCycles = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'studyCycle', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          cycleId: { type: 'string', required: true },
          status: { type: CYCLE_STATUSES, required: true, default: 'ACTIVE' },
          /** CycleConfig (config.ts): name, days, subjects, longest block, default mode. */
          config: { type: 'any', required: true },
          /** The planner's blocks (planner.ts Block[]). */
          queue: { type: 'any', required: true },
          /** LapState (laps.ts): the running lap, each subject's credit, pinned concepts. */
          lap: { type: 'any', required: true },
          archivedAt: { type: 'string' },
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['cycleId'], template: 'STCYCLE#${cycleId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * A session logged by hand: study the person did away from the timer. It keeps what its
 * credit did (laps.ts CreditRecord), so deleting it takes exactly those minutes off a lap
 * still running. A page in no active cycle is still a session: stored, crediting nothing.
 * Keyed by its time-sorted id; `date` is the day studied (today or up to 30 days back).
 */
export const StudySessions = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'studySession', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          sessionId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          minutes: { type: 'number', required: true },
          date: { type: 'string', required: true },
          cycleId: { type: 'string' },
          credit: { type: 'any' },
          createdAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['sessionId'], template: 'STSESSION#${sessionId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * Bookkeeping: one per person, bumped by every write that changes which pages the active
 * cycles hold or what they are called. Two creates that each checked "no overlap, no
 * duplicate name" against what they read cannot both commit: the second one's condition on
 * this version fails, it re-reads and sees the first cycle.
 */
export const StudyCycleGuards = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'studyCycleGuard', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          version: { type: 'number', required: true, default: 0 },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: [], template: 'STGUARD', casing: 'none' } },
        },
      },
      cfg,
    ),
);
