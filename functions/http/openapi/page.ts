import { z } from 'zod';

/**
 * The contract's list shape. `nextCursor` is opaque: pass it back as `?cursor=` for the next
 * page; null on the last one. A cursor from another list (or tampered) is 400, never 500.
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Opaque cursor for the next page (`?cursor=`); null on the last page'),
  });
}
