import { describe, expect, it } from 'vitest';
import { signUp, testApi } from '../support/http';

/**
 * Cursors and path ids come from outside: a tampered one is a 400 or a 404 in the contract's
 * envelope, never a 500, and a cursor never carries table keys.
 */
const api = testApi();
const LONG = 'x'.repeat(1100);

describe('path ids and cursors are validated at the edge', () => {
  it('a 1,100-character id is a 404 (never a 500) on every kind of route', async () => {
    const u = await signUp(api);
    const routes: [string, string, unknown?][] = [
      ['GET', `/ai/agent/chats/${LONG}`],
      ['POST', `/ai/agent/chats/${LONG}/stream`, { message: 'hi' }],
      ['POST', `/ai/agent/chats/${LONG}/cancel`],
      ['GET', `/habits/${LONG}`],
      ['PATCH', `/tasks/${LONG}`, { name: 'x' }],
      ['POST', `/goals/${LONG}/complete`, { completed: true }],
      ['GET', `/routines/${LONG}`],
      ['POST', `/today/${LONG}/check`, { checked: true }],
      ['GET', `/focus/entries/${LONG}/micro-tasks`],
      ['GET', `/mood/${LONG}`],
      ['GET', `/notebook/pages/${LONG}`],
      ['DELETE', `/categories/${LONG}`],
    ];
    for (const [method, path, body] of routes) {
      const res = await api.request(method, path, { token: u.accessToken, body });
      expect({ path: path.slice(0, 40), status: res.status }).toEqual({ path: path.slice(0, 40), status: 404 });
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('a made-up cursor is a 400 naming the cursor field, on every list', async () => {
    const u = await signUp(api);
    for (const list of ['/ai/agent/chats', '/habits', '/tasks', '/goals', '/categories', '/routines', '/quick-notes']) {
      const res = await api.request('GET', `${list}?cursor=abc`, { token: u.accessToken });
      expect({ list, status: res.status }).toEqual({ list, status: 400 });
      expect(res.body.error.fields).toEqual([{ path: 'cursor', message: expect.any(String) }]);
    }
  });

  it('the chat list pages newest first with cursors that hold no table keys and cannot reach another person', async () => {
    const u = await signUp(api);
    const other = await signUp(api);
    for (let i = 0; i < 5; i++) await api.request('POST', '/ai/agent/chats', { token: u.accessToken, body: { title: `chat ${i}` } });
    await api.request('POST', '/ai/agent/chats', { token: other.accessToken, body: { title: 'not yours' } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = await api.request('GET', `/ai/agent/chats?limit=2${q}`, { token: u.accessToken });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((c: { title: string }) => c.title));
      cursor = page.body.nextCursor;
      if (cursor) {
        const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
        expect(decoded).not.toMatch(/USER#|CHATS#|pk|sk/);
        // Another person presenting it still sees only their own chats.
        const theirs = await api.request('GET', `/ai/agent/chats?cursor=${cursor}`, { token: other.accessToken });
        expect(theirs.body.items.every((c: { title: string }) => c.title === 'not yours')).toBe(true);
      }
    } while (cursor);
    expect(seen).toEqual(['chat 4', 'chat 3', 'chat 2', 'chat 1', 'chat 0']);
  });
});
