import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../../db/entity';

export const SOURCE_KINDS = ['TEXT', 'LINK', 'PDF'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** DELETING is internal: a delete in progress (remove.ts); clients never see it. */
export const SOURCE_STATUSES = ['PENDING', 'READING', 'READY', 'FAILED', 'DELETING'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/**
 * A notebook source (N5). Keyed under its page (`NBSRC#page#source`) so a page's sources are
 * one Query; the source id carries its page (ids.ts), so `/notebook/sources/{id}` is one
 * GetItem. `deadlineAt` is when a PENDING or READING source is given up on (status.ts);
 * `claimedBy` and `claimUntil` make one read at a time hold it (claim.ts).
 */
export const Sources = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookSource', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          sourceId: { type: 'string', required: true },
          kind: { type: SOURCE_KINDS, required: true },
          title: { type: 'string', required: true },
          url: { type: 'string' },
          status: { type: SOURCE_STATUSES, required: true },
          reason: { type: 'string' },
          /** PDF: the size the upload was signed for, and where the file is. */
          bytes: { type: 'number' },
          objectKey: { type: 'string' },
          /** When the upload was confirmed (POST …/uploaded) and queued. */
          confirmedAt: { type: 'string' },
          chunkCount: { type: 'number', required: true, default: 0 },
          /** How many chunk items the source has (store.ts). */
          chunkItems: { type: 'number' },
          /** The embedding model its vectors came from; absent = no vectors (embeddings off or failed). */
          vectorModel: { type: 'string' },
          /** Where its vectors are: S3 segments (vector-store.ts) of this width. */
          vectorDims: { type: 'number' },
          vectorSegments: { type: 'number' },
          /**
           * Progress (issue 33): set once the source is parsed (its chunks stored), then the
           * pieces embed from `chunksEmbedded` on. `itemStarts` is the first chunk index of each
           * chunk item, so a piece reads only the items of its range.
           */
          parsedAt: { type: 'string' },
          pagesRead: { type: 'number' },
          chunksEmbedded: { type: 'number' },
          itemStarts: { type: 'list', items: { type: 'number' } },
          /** When its embedding began (ms): past EMBED_GIVE_UP_MS it is kept without vectors. */
          embedSince: { type: 'number' },
          deadlineAt: { type: 'number' },
          /** The read holding (or, once settled, that settled) the source, and until when it holds it (claim.ts). */
          claimedBy: { type: 'string' },
          claimUntil: { type: 'number' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['pageId', 'sourceId'], template: 'NBSRC#${pageId}#${sourceId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * A TEXT source's words as the person sent them, until the worker has read them (then the
 * chunks hold the text and these go). Split in parts: 200,000 characters may exceed an item.
 */
export const SourceTexts = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookSourceText', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          sourceId: { type: 'string', required: true },
          part: { type: 'number', required: true },
          text: { type: 'string', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['sourceId', 'part'], template: 'NBSRCTEXT#${sourceId}#${part}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * Many chunks per item (store.ts packs them under 96 KB): a 3,000-chunk source is ~35
 * writes, not 3,000. Keys are the source and the item's number, so a redelivered message
 * overwrites what a dead worker wrote instead of adding to it.
 */
export const Chunks = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookSourceChunk', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          sourceId: { type: 'string', required: true },
          item: { type: 'number', required: true },
          /** `[{ i: index, o: offset, p?: page, t: text }]`, validated on read. */
          chunks: { type: 'any', required: true },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['sourceId', 'item'], template: 'NBCHUNK#${sourceId}#${item}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

/**
 * Per page: how many sources it holds (the ≤ 20 rule, counted in the same transaction as the
 * source) and a version bumped by every change to them, which keys the retrieval cache.
 */
export const PageSources = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'notebookPageSources', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          pageId: { type: 'string', required: true },
          count: { type: 'number', required: true, default: 0 },
          version: { type: 'number', required: true, default: 0 },
        },
        indexes: {
          primary: { pk: userPk, sk: { field: 'sk', composite: ['pageId'], template: 'NBSRCPAGE#${pageId}', casing: 'none' } },
        },
      },
      cfg,
    ),
);

export interface SourceRow {
  pageId: string;
  sourceId: string;
  kind: SourceKind;
  title: string;
  url?: string;
  status: SourceStatus;
  reason?: string;
  bytes?: number;
  objectKey?: string;
  confirmedAt?: string;
  chunkCount: number;
  chunkItems?: number;
  vectorModel?: string;
  vectorDims?: number;
  vectorSegments?: number;
  parsedAt?: string;
  pagesRead?: number;
  chunksEmbedded?: number;
  itemStarts?: number[];
  embedSince?: number;
  deadlineAt?: number;
  claimedBy?: string;
  claimUntil?: number;
  createdAt: string;
  updatedAt: string;
}
