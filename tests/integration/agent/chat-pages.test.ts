import { describe, expect, it } from 'vitest';
import { Messages } from '../../../core/ai/agent/chat/entities';
import { newId } from '../../../core/util/ids';
import { signUp, testApi } from '../../support/http';

const api = testApi();

describe('a chat is read a page at a time (CONTRACT: olderCursor, ?before=)', () => {
  it('120 messages: the latest 50, then the 50 before, then the first 20, oldest first within each page', async () => {
    const u = await signUp(api);
    const chatId = (await api.request('POST', '/ai/agent/chats', { token: u.accessToken, body: {} })).body.id;
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      const messageId = newId('msg');
      ids.push(messageId);
      await Messages(api.deps.db)
        .create({ userId: u.id, chatId, messageId, role: i % 2 ? 'assistant' : 'user', segments: [{ type: 'text', text: `m${i}` }], createdAt: new Date().toISOString() })
        .go();
    }
    const pages: string[][] = [];
    let before: string | null = null;
    do {
      const q: string = before ? `?before=${before}` : '';
      const res = await api.request('GET', `/ai/agent/chats/${chatId}${q}`, { token: u.accessToken });
      expect(res.status).toBe(200);
      pages.push(res.body.messages.map((m: { segments: { text: string }[] }) => m.segments[0]!.text));
      before = res.body.olderCursor;
    } while (before);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.reverse().flat()).toEqual(ids.map((_, i) => `m${i}`));
  });

  it('a tampered cursor is a 400, another person\'s chat a 404', async () => {
    const u = await signUp(api);
    const other = await signUp(api);
    const chatId = (await api.request('POST', '/ai/agent/chats', { token: u.accessToken, body: {} })).body.id;
    const bad = await api.request('GET', `/ai/agent/chats/${chatId}?before=abc`, { token: u.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ path: 'before', message: expect.any(String) }]);
    expect((await api.request('GET', `/ai/agent/chats/${chatId}`, { token: other.accessToken })).status).toBe(404);
  });
});
