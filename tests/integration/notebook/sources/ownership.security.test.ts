import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../../core/notebook/sources/retrieve';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { partition } from '../../domain-core/helpers';
import { page } from '../helpers';
import { harness, record } from './harness';

const h = await harness();

/**
 * The owner's page and source ids used by another person on every source route: 404
 * NOT_FOUND (the same as an id that never existed), nothing of the owner's in the answer, and
 * the owner's partition exactly as it was. The worker, too, reads only the partition a job names.
 */
describe('sources never reach another user', async () => {
  const owner = await h.student();
  const intruder = await h.student();
  await page(intruder, 'Intruder page');
  const p = await page(owner, 'Owner page');
  const text = await owner.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Owner source', text: 'Owner secret words about cells.' }, 202);
  await sourceHandler(h.deps)({ Records: [record('o', { userId: owner.id, sourceId: text.id })] });
  const upload = await owner.ok('POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'Owner pdf', bytes: 10 }, 201);
  const before = await partition(h.api, owner.id);

  const routes: [string, string, unknown?][] = [
    ['GET', `/notebook/pages/${p.id}/sources`],
    ['POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'sneaky', text: 'sneaky' }],
    ['POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url: 'https://example.test/' }],
    ['POST', `/notebook/pages/${p.id}/sources/uploads`, { title: 'sneaky', bytes: 10 }],
    ['POST', `/notebook/pages/${p.id}/sources/discover`, {}],
    ['GET', `/notebook/pages/${p.id}/search?q=secret`],
    ['POST', `/notebook/sources/${upload.id}/uploaded`],
    ['DELETE', `/notebook/sources/${text.id}`],
    ['DELETE', `/notebook/sources/${upload.id}`],
  ];

  it.each(routes)('%s %s → 404, revealing nothing', async (method, path, body) => {
    const res = await intruder.call(method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toMatch(/Owner (page|source|pdf|secret)/);
  });

  it('tampered ids are 404 too, never 500', async () => {
    for (const id of ['nbs_x', `${text.id}0`, 'nbs_../../etc', encodeURIComponent('NBSRC#x')]) {
      expect((await intruder.call('DELETE', `/notebook/sources/${id}`)).status).toBe(404);
      expect((await intruder.call('POST', `/notebook/sources/${id}/uploaded`)).status).toBe(404);
    }
  });

  it('retrieval called with another user’s page id finds nothing of theirs', async () => {
    await expect(retrieve({ deps: h.deps, actor: { userId: intruder.id } }, p.id, 'secret', 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a message naming one user and another user’s source reads nothing', async () => {
    expect(await sourceHandler(h.deps)({ Records: [record('x', { userId: intruder.id, sourceId: upload.id })] })).toEqual({ batchItemFailures: [] });
  });

  it("the owner's partition is exactly as it was", async () => {
    expect(await partition(h.api, owner.id)).toEqual(before);
  });
});
