import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const PAGE_STATUSES = ['TO_STUDY', 'STUDYING', 'DONE'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * A notebook page (D11). Pages form a tree; a topic is a page without `parentId`. The topic
 * of a page is computed from the parent chain on read (every command loads the person's
 * pages anyway, to resolve names), so re-parenting writes one row, not a subtree.
 */
export const Pages = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookPage', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          parentId: { type: 'string' },
          /** Set by hand; absent = the board's value (`PATCH status: null` removes it). */
          manualStatus: { type: PAGE_STATUSES },
          /** The board's roll-up, written in the same transaction as every board change. */
          boardStatus: { type: PAGE_STATUSES, required: true, default: 'TO_STUDY' },
          /** When the page first reached DONE and paid its XP: it never pays again. */
          donePaidAt: { type: 'string' },
          /**
           * When a quiz on the page was first passed and paid (DOMAIN-FACTS: "a first quiz pass
           * 20"): the page's quizzes pay once between them, or a new quiz a minute would farm XP.
           */
          quizPaidAt: { type: 'string' },
          /**
           * Bumped by every write to the page AND by every write that adds content under it
           * (a block, a card, a board change, a child, a link from another board): a delete that
           * swept the content conditions on the version it read, so nothing added meanwhile is
           * left behind without its page.
           */
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['pageId'], template: 'NBPAGE#${pageId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export const BLOCK_TYPES = ['text', 'diagram'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** One block of a page's notes, in creation order (its time-sorted id). */
export const Blocks = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookBlock', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          blockId: { type: 'string', required: true },
          type: { type: BLOCK_TYPES, required: true },
          /** Markdown for `text`, Mermaid source for `diagram`. */
          text: { type: 'string', required: true },
          /** The words without markup, kept for search and for the tutor's passages. */
          plain: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['pageId', 'blockId'], template: 'NBBLOCK#${pageId}#${blockId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export interface PageRow {
  pageId: string;
  title: string;
  parentId?: string;
  manualStatus?: PageStatus;
  boardStatus: PageStatus;
  donePaidAt?: string;
  quizPaidAt?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface BlockRow {
  pageId: string;
  blockId: string;
  type: BlockType;
  text: string;
  plain: string;
  createdAt: string;
  updatedAt: string;
}
