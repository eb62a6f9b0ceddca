import { createConversions } from 'electrodb';
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** The contract's list shape. `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The id a cursor carries, or undefined for anything that is not a cursor of this list. */
function decode(cursor: string, prefix: string): string | undefined {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return new RegExp(`^${prefix}_[0-9A-Z]{26}$`).test(id) ? id : undefined;
}

/**
 * Paging fields every list command shares (`prefix`: the listed ids' prefix). `limit` is
 * coerced because REST passes query strings; the agent's tools pass numbers. The cursor is
 * checked here, in the schema, so a bad cursor is reported together with every other field.
 */
export function pageFields(prefix: string) {
  return {
    cursor: z
      .string()
      .max(200)
      .refine((c) => c === '' || decode(c, prefix) !== undefined, 'Not a cursor from this list')
      .optional()
      .describe('Opaque `nextCursor` from the previous page; omit for the first page'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .optional()
      .describe(`How many items per page, 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`),
  };
}

/**
 * The cursor carries only the last item's id (never a partition key): the next page's
 * start key is rebuilt from the actor's own partition, so a cursor taken from another
 * user's list cannot reach their items.
 */
export function idToCursor(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

/** The id to resume after (the schema already refused anything else). */
export function cursorToId(cursor: string | undefined, prefix: string): string | undefined {
  return cursor ? decode(cursor, prefix) : undefined;
}

/**
 * ElectroDB `go()` options for one page: the size, and where to resume — the start key rebuilt
 * from `resumeAt` (the actor's partition keys plus the cursor's id), never taken from input.
 */
export function pageOptions(entity: object, resumeAt: Record<string, string> | undefined, limit: number | undefined) {
  return {
    count: limit ?? DEFAULT_PAGE_SIZE,
    cursor: resumeAt ? createConversions(entity as Parameters<typeof createConversions>[0]).fromComposite.toCursor(resumeAt as never) : null,
  };
}

/** The contract's `nextCursor`: the last item's id while the query says more may follow. */
export function nextCursor(res: { cursor: string | null }, lastId: string | undefined): string | null {
  return res.cursor && lastId ? idToCursor(lastId) : null;
}
