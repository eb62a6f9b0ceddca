import { describe, expect, it } from 'vitest';
import type { Deps } from '../../../core/context';
import { addNote } from '../../../core/notebook/blocks';
import { createCard } from '../../../core/notebook/cards';
import { deletePage } from '../../../core/notebook/delete';
import { testApi } from '../../support/http';
import { partition } from '../domain-core/helpers';
import { page, student } from './helpers';

const api = testApi();

/**
 * Deps whose first BatchWrite (the delete's sweep of a page's content) first lets `meanwhile`
 * run to completion against the real table: the worst moment for content to arrive.
 */
function interleaved(deps: Deps, meanwhile: () => Promise<unknown>, before = 'BatchWriteCommand'): Deps {
  const { doc } = deps.db;
  let fired = false;
  const send = async (command: { constructor: { name: string } }, ...rest: unknown[]) => {
    if (!fired && command.constructor.name === before) {
      fired = true;
      await meanwhile();
    }
    return (doc.send as (...a: unknown[]) => Promise<unknown>)(command, ...rest);
  };
  return { ...deps, db: { ...deps.db, doc: new Proxy(doc, { get: (t, p, r) => (p === 'send' ? send : Reflect.get(t, p, r)) }) } };
}

describe('a page delete racing new content', () => {
  it('content whose page is deleted between its read and its write answers NOT_FOUND and leaves nothing', async () => {
    const s = await student(api);
    const doomed = await page(s, 'Doomed');
    const ctx = (meanwhile: () => Promise<unknown>) => ({ deps: interleaved(api.deps, meanwhile, 'TransactWriteCommand'), actor: s.ctx.actor });
    const gone = () => deletePage(s.ctx, { page: doomed.id });
    await expect(createCard(ctx(gone), { page: doomed.id, front: 'q', back: 'a' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const again = await page(s, 'Doomed again');
    await expect(addNote(ctx(() => deletePage(s.ctx, { page: again.id })), { page: again.id, text: 'late' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const left = (await partition(api, s.id)).filter((i) => String(i.__edb_e__).startsWith('notebook'));
    expect(left).toEqual([]);
  });

  it('a card and a note added while the delete sweeps are swept too: nothing is left without its page', async () => {
    const s = await student(api);
    const topic = await page(s, 'Racing');
    const child = await page(s, 'Racing child', topic.id);
    await s.ok('POST', `/notebook/pages/${child.id}/notes`, { text: 'before' });
    const meanwhile = async () => {
      await createCard(s.ctx, { page: child.id, front: 'late', back: 'card' });
      await addNote(s.ctx, { page: child.id, text: 'late note' });
    };
    await deletePage({ deps: interleaved(api.deps, meanwhile), actor: s.ctx.actor }, { page: topic.id });
    const left = (await partition(api, s.id)).filter((i) => String(i.__edb_e__).startsWith('notebook'));
    expect(left).toEqual([]);
  });
});
