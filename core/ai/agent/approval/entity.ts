import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../../db/entity';

/** How long the person has to answer an approval card (then the turn ends, nothing changed). */
export const APPROVAL_TTL_MS = 10 * 60_000;

export const APPROVAL_STATUSES = ['PENDING', 'USED'] as const;

/**
 * A call waiting for the person's yes (A7; issue 23), in the person's partition: what they
 * were asked (the server's summary), until when, and what the model's turn needs to go on
 * once they answer — the turn's own steps so far as model messages (the tool call and its
 * approval request included) and the page it was asked from. Single use: answering moves it
 * PENDING → USED in the same transaction that takes the turn back to STREAMING.
 */
export const Approvals = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'agentApproval', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          chatId: { type: 'string', required: true },
          turnId: { type: 'string', required: true },
          /** The AI SDK's id for the request: the one its `tool-approval-response` must name. */
          approvalId: { type: 'string', required: true },
          callId: { type: 'string', required: true },
          toolName: { type: 'string', required: true },
          summary: { type: 'string', required: true },
          status: { type: APPROVAL_STATUSES, required: true },
          /** Epoch ms. */
          expiresAtMs: { type: 'number', required: true },
          /** Other calls of the same step that needed approval: denied when this one is answered (one card at a time). */
          otherApprovalIds: { type: 'list', items: { type: 'string' } },
          /** The turn's response messages so far (JSON): the continuation's prompt after the window. */
          messages: { type: 'string', required: true },
          page: { type: 'string' },
          focusEntryId: { type: 'string' },
          /**
           * The turn had read source text, or an item the assistant wrote from it, before it
           * paused: a read, not a tool's name, so `ranBefore` cannot tell it (tools/registry.ts
           * TurnReads, provenance/); the answered part goes on as such.
           */
          readSources: { type: 'boolean' },
          createdAt: { type: 'string', required: true },
          /** Table TTL (s): kept a day after it expired, like the turn's record. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['turnId', 'approvalId'], template: 'APPROVAL#${turnId}#${approvalId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);
