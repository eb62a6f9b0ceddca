import { describe, expect, it } from 'vitest';
import { page } from '../helpers';
import { harness } from './harness';

const h = await harness();

describe('TEXT sources through the queue', () => {
  it('202 PENDING from the request; the worker reads it to READY with chunks', async () => {
    const s = await h.student();
    const p = await page(s, 'Biology');
    const text = Array.from({ length: 30 }, (_, i) => `Paragraph ${i}: cells divide by mitosis and the membrane holds them together.`).join('\n\n');
    const res = await s.call('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Cell notes', text });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(/^nbs_/), status: 'PENDING' });
    expect(await h.queue.depth()).toBe(1);
    h.startWorker();
    const item = await h.settled(s, p.id, res.body.id);
    expect(item).toMatchObject({ id: res.body.id, kind: 'TEXT', title: 'Cell notes', status: 'READY' });
    expect(item.chunkCount).toBeGreaterThan(1);
    const found = await s.ok('GET', `/notebook/pages/${p.id}/search?q=mitosis`);
    expect(found.mode).toBe('keyword');
    expect(found.items.length).toBeGreaterThan(0);
  });
});
