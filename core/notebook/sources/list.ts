import type { Ctx } from '../../context';
import { command } from '../../util/fn';
import { resolvePage } from '../naming';
import { pageSourceRows, toSummary } from './rows';
import { ListSourcesInput } from './schema';
import { settleStale } from './status';
import type { SourceSummary } from './summary';

/** A page's sources, oldest first, with stale ones settled to FAILED (status.ts). */
export async function summariesOf(ctx: Ctx, pageId: string): Promise<SourceSummary[]> {
  const rows = await settleStale(ctx, await pageSourceRows(ctx, pageId));
  return rows
    .filter((r) => r.status !== 'DELETING')
    .sort((a, b) => (a.sourceId < b.sourceId ? -1 : 1))
    .map(toSummary);
}

/** GET /notebook/pages/{id}/sources */
export const listSources = command(ListSourcesInput, async (ctx: Ctx, { page }): Promise<{ items: SourceSummary[] }> => {
  const { page: row } = await resolvePage(ctx, page);
  return { items: await summariesOf(ctx, row.pageId) };
});
