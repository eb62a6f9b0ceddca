import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../../db/entity';

/** After a turn ends, its record and events stay this long for replays (a retried POST, a resume). */
export const TURN_KEPT_S = 24 * 3600;

export const TURN_STATUSES = ['STREAMING', 'AWAITING_APPROVAL', 'COMPLETE', 'INTERRUPTED', 'FAILED'] as const;
export type TurnStatus = (typeof TURN_STATUSES)[number];

/**
 * A turn as it runs (CONTRACT "Durable turns"): created with the person's message, leased by the
 * instance running it (renewed with each heartbeat), ended COMPLETE / INTERRUPTED / FAILED.
 * A STREAMING turn whose lease ran out belongs to an instance that died: whoever reads it next
 * settles it as INTERRUPTED with what it stored (record/settle.ts). A turn that stopped at a
 * call needing the person's yes is AWAITING_APPROVAL until it is answered (then STREAMING
 * again, on whichever instance serves the answer), superseded by a new message in its chat,
 * or past `awaitingUntil` (then settled like a dead one: nothing was changed).
 */
export const Turns = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'agentTurn', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          turnId: { type: 'string', required: true },
          userMessageId: { type: 'string', required: true },
          clientMessageId: { type: 'string' },
          status: { type: TURN_STATUSES, required: true },
          leaseUntil: { type: 'number', required: true },
          /** The link and model that answered (the last step's), once one did. */
          servedLink: { type: 'string' },
          servedModel: { type: 'string' },
          assistantMessageId: { type: 'string' },
          /** Each step's link and token counts (record/usage.ts): what `usage` in the view sums. */
          steps: { type: 'any' },
          /** Unreadable chunks the chain skipped in answers that finished cleanly: a warning, kept. */
          skippedChunks: { type: 'number' },
          /** AWAITING_APPROVAL: when the approval expires (epoch ms). */
          awaitingUntil: { type: 'number' },
          createdAt: { type: 'string', required: true },
          expiresAt: { type: 'number' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['chatId', 'turnId'], template: 'TURN#${chatId}#${turnId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/** One flush of a turn's events (seq `fromSeq`..`toSeq`), in order: what a resume replays. */
export const TurnEvents = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'agentTurnEvents', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          turnId: { type: 'string', required: true },
          /** Zero-padded so chunks sort by sequence. */
          fromSeq: { type: 'string', required: true },
          toSeq: { type: 'number', required: true },
          events: { type: 'any', required: true },
          expiresAt: { type: 'number' },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['turnId', 'fromSeq'], template: 'TURNEV#${turnId}#${fromSeq}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/** `clientMessageId` → the turn it started: the conditional write that makes a POST idempotent. */
export const TurnKeys = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'agentTurnKey', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          clientMessageId: { type: 'string', required: true },
          turnId: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['chatId', 'clientMessageId'], template: 'TURNKEY#${chatId}#${clientMessageId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export const seqKey = (seq: number) => String(seq).padStart(7, '0');
