/** A source as the page view and `GET /notebook/pages/{id}/sources` show it (CONTRACT). */
export interface SourceSummary {
  id: string;
  kind: string;
  title: string;
  /** PENDING, READING, READY or FAILED (with `reason`, human words). */
  status: string;
  reason?: string;
  chunkCount: number;
  url?: string;
  createdAt: string;
}
