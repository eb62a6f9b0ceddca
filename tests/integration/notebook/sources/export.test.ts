import { describe, expect, it } from 'vitest';
import { sourceHandler } from '../../../../core/notebook/sources/handler';
import { exportAt } from '../../../support/export';
import { page } from '../helpers';
import { harness, record } from './harness';

const h = await harness();

describe('the export lists every source with its text (D13)', () => {
  it('a read source with the text it was read as, one still waiting with its words, a failed one empty; no vectors, no keys', async () => {
    const s = await h.student();
    const p = await page(s, 'Sources to export');
    const readText = 'First paragraph about cells.\n\nSecond paragraph about the membrane.';
    const read = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Read one', text: readText }, 202);
    const waiting = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Waiting one', text: '  Not   read yet.  ' }, 202);
    const failed = await s.ok('POST', `/notebook/pages/${p.id}/sources`, { kind: 'LINK', url: 'http://10.1.2.3/private' }, 202);
    await sourceHandler(h.deps)({ Records: [record('r', { userId: s.id, sourceId: read.id }), record('f', { userId: s.id, sourceId: failed.id })] });

    const doc = (await exportAt(await s.call('GET', '/me/export'))) as { data: Record<string, Record<string, unknown>[]> };
    const byId = new Map(doc.data.notebookSource!.map((x) => [x.sourceId, x]));
    expect(byId.get(read.id)).toMatchObject({ kind: 'TEXT', title: 'Read one', status: 'READY', text: readText, pageId: p.id });
    expect(byId.get(waiting.id)).toMatchObject({ status: 'PENDING', text: '  Not   read yet.  ' });
    expect(byId.get(failed.id)).toMatchObject({ kind: 'LINK', url: 'http://10.1.2.3/private', status: 'FAILED', reason: 'the address is not public', text: '' });
    for (const kind of ['notebookSourceChunk', 'notebookSourceText', 'notebookSourceVectors', 'notebookPageSources']) expect(doc.data).not.toHaveProperty(kind);
  });
});
