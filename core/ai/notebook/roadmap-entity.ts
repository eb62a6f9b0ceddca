import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../db/entity';

export const DRAFT_STATUSES = ['PENDING', 'READY', 'FAILED'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/**
 * A roadmap draft for a page's board (PLANNING, through the roadmap queue like the briefing):
 * written PENDING by the request, READY or FAILED by the worker. Nothing reaches the board
 * until the person adds the nodes. The person's data while it lives (exported); gone after
 * 30 days, or with its page.
 */
export const RoadmapDrafts = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'roadmapDraft', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          draftId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          status: { type: DRAFT_STATUSES, required: true },
          nodes: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                n: { type: 'number', required: true },
                kind: { type: ['PAGE', 'SECTION'] as const, required: true },
                title: { type: 'string', required: true },
                pageId: { type: 'string' },
                why: { type: 'string' },
                after: { type: 'list', items: { type: 'number' } },
              },
            },
          },
          reason: { type: 'string' },
          /** Held by the worker generating it (epoch ms): a duplicate delivery finds it held. */
          takenUntil: { type: 'number' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['draftId'], template: 'NBDRAFT#${draftId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export const DRAFT_RETENTION_S = 30 * 24 * 3600;
