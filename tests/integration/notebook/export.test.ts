import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';
import { partition } from '../domain-core/helpers';
import { page, student } from './helpers';
import { exportAt } from '../../support/export';

const api = testApi();

describe('the notebook in the export and in account deletion (D13)', () => {
  it('the export carries the whole notebook in the person’s words; deleting the account leaves none of it', async () => {
    const s = await student(api);
    const topic = await page(s, 'Philosophy');
    const stoics = await page(s, 'Stoics', topic.id);
    await s.ok('POST', `/notebook/pages/${stoics.id}/notes`, { text: 'Marcus Aurelius wrote *Meditations*.' });
    const node = await s.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Ancient' });
    const card = await s.ok('POST', `/notebook/pages/${stoics.id}/cards`, { front: 'Who wrote Meditations?', back: 'Marcus Aurelius' });
    await s.ok('POST', `/notebook/cards/${card.id}/review`, { rating: 'HARD' });

    const doc = await exportAt(await s.call('GET', '/me/export'));
    expect(doc.data.notebookPage.map((p: { title: string; parentId?: string }) => [p.title, p.parentId ?? null])).toEqual([
      ['Philosophy', null],
      ['Stoics', topic.id],
    ]);
    expect(doc.data.notebookBlock).toEqual([expect.objectContaining({ pageId: stoics.id, type: 'text', text: 'Marcus Aurelius wrote *Meditations*.' })]);
    expect(doc.data.notebookBoard).toEqual([expect.objectContaining({ pageId: topic.id, nodes: [expect.objectContaining({ id: node.id, title: 'Ancient' })], edges: [] })]);
    expect(doc.data.notebookCard).toEqual([expect.objectContaining({ front: 'Who wrote Meditations?', back: 'Marcus Aurelius', reps: 1 })]);
    expect(doc.data.notebookReviewDay).toEqual([expect.objectContaining({ reviews: 1, xpPaid: 1 })]);

    await s.ok('DELETE', '/me');
    expect(await partition(api, s.id)).toEqual([]);
  });
});
