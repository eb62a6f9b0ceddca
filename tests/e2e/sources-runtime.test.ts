import { describe, expect, inject, it } from 'vitest';
import { startRuntime } from '../../local/runtime';
import { makePdf } from '../support/pdf';
import { waitFor } from '../support/wait';
import { STRONG_PASSWORD } from '../support/http';

/**
 * `npm start`'s runtime reads sources by itself: its own fauxqs holds the source queue (polled
 * by the same worker Lambda runs) and the bucket presigned uploads go to. The README's curl
 * walk-through, as a test.
 */
describe('npm start: notebook sources', () => {
  it('a TEXT source and an uploaded PDF become READY, searchable and cited by the tutor with no other process', async () => {
    const rt = await startRuntime({
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      TABLE_NAME: inject('tableName'),
      PORT: '0',
      LOG_LEVEL: 'SILENT',
      AUTH_SCRYPT_LOG_N: '10',
      DATA_DIR: '/tmp/beyou-test-data',
      // The shared table holds every test's sign-in windows for 127.0.0.1.
      AUTH_SIGNIN_LIMIT: '100000',
    });
    try {
      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const res = await fetch(`${rt.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
        return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
      };
      const { body: auth } = await call('POST', '/auth/signup', { email: `rt-${Date.now()}@example.test`, password: STRONG_PASSWORD, displayName: 'Ana' });
      const t = auth.accessToken;
      const { body: page } = await call('POST', '/notebook/pages', { title: 'Biology' }, t);
      const added = await call('POST', `/notebook/pages/${page.id}/sources`, { kind: 'TEXT', title: 'Cells', text: 'Mitochondria make energy.\n\nThe membrane keeps the inside in.' }, t);
      expect(added).toMatchObject({ status: 202, body: { status: 'PENDING' } });
      const pdf = makePdf([{ text: ['Chloroplasts hold chlorophyll.'] }, { text: ['The Calvin cycle fixes carbon.'] }]);
      const up = await call('POST', `/notebook/pages/${page.id}/sources/uploads`, { title: 'Plants', bytes: pdf.length }, t);
      expect(new URL(up.body.uploadUrl).origin).toBe(rt.queues.endpoint);
      expect((await fetch(up.body.uploadUrl, { method: 'PUT', headers: up.body.headers, body: pdf })).status).toBe(200);
      expect((await call('POST', `/notebook/sources/${up.body.id}/uploaded`, undefined, t)).status).toBe(202);
      const items = await waitFor(
        async () => (await call('GET', `/notebook/pages/${page.id}/sources`, undefined, t)).body.items as { status: string }[],
        (list) => list.length === 2 && list.every((i) => i.status === 'READY'),
        'both sources READY',
      );
      expect(items.map((i) => i.status)).toEqual(['READY', 'READY']);
      const hits = await call('GET', `/notebook/pages/${page.id}/search?q=calvin`, undefined, t);
      expect(hits.body).toMatchObject({ mode: 'keyword', items: [{ sourceId: up.body.id, page: 2, text: 'The Calvin cycle fixes carbon.' }] });
      // The tutor of `npm start` reads the same sources: with no provider key the offline link
      // quotes its first passage, here the chunk retrieval ranked first for the question.
      const asked = await call('POST', `/notebook/pages/${page.id}/ask`, { message: 'What does the Calvin cycle do?' }, t);
      expect(asked.status).toBe(200);
      expect(asked.body.citations).toEqual([{ n: 1, kind: 'source', sourceId: up.body.id, chunkId: hits.body.items[0].chunkId, quote: 'The Calvin cycle fixes carbon.' }]);
    } finally {
      await rt.stop();
    }
  });
});
