import type { ReasonCode } from './reasons';

/** A source as the page view and `GET /notebook/pages/{id}/sources` show it (CONTRACT). */
export interface SourceSummary {
  id: string;
  kind: string;
  title: string;
  /** PENDING, READING, READY or FAILED (with `reason`, human words). */
  status: string;
  /** FAILED: why; READY: set when it was kept without embeddings (found by its words only). */
  reason?: string;
  /** The reason's stable code, and its words in English and Brazilian Portuguese (reasons.ts). */
  reasonCode?: ReasonCode;
  reasonText?: { en: string; pt: string };
  /** The source's passages: all of them once it is parsed (READING), 0 before. */
  chunkCount: number;
  /** Progress (issue 33), once parsed: pages read (1 for a text or a web page) and passages embedded of `chunkCount`. */
  pagesRead?: number;
  chunksEmbedded?: number;
  url?: string;
  createdAt: string;
}
