import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startRuntime } from '../../local/runtime';
import { STRONG_PASSWORD } from '../support/http';
import { readSse, textOf } from '../support/sse';

/**
 * `npm start` with no provider key: the chain is the offline `sim` link, and a person can
 * chat over plain HTTP (as with curl) and get a habit created by asking for it.
 */
describe('npm start without provider keys', () => {
  it('lets a person create a habit by chatting with the offline simulator', async () => {
    const rt = await startRuntime({ DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-sim-')), PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' });
    try {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${rt.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      const session = (await (await post('/auth/signup', { email: 'sim@example.test', password: STRONG_PASSWORD, displayName: 'Sim' })).json()) as { accessToken: string };
      const chat = (await (await post('/ai/agent/chats', {}, session.accessToken)).json()) as { id: string };
      const res = await post(`/ai/agent/chats/${chat.id}/stream`, { message: 'create a habit called Read' }, session.accessToken);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const { events } = await readSse(res.body);
      expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['tool_started', 'tool_finished', 'done']));
      expect(events.find((e) => e.event === 'tool_finished')).toMatchObject({ data: { name: 'createUserHabit', ok: true, domains: ['habits'] } });
      expect(textOf(events)).toContain('Read');
      const habits = (await (await fetch(`${rt.url}/habits`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()) as { items: { name: string }[] };
      expect(habits.items.map((h) => h.name)).toEqual(['Read']);
    } finally {
      await rt.stop();
    }
  });

  it('answers the study room with a checked citation (the README\'s curl), and runs roadmap drafts through the local queue', async () => {
    const rt = await startRuntime({ DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-sim-')), PORT: '0', LOG_LEVEL: 'SILENT', AUTH_SCRYPT_LOG_N: '10' });
    try {
      let token = '';
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${rt.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}) });
        return { status: res.status, body: (await res.json()) as any };
      };
      token = (await call('POST', '/auth/signup', { email: 'tutor@example.test', password: STRONG_PASSWORD, displayName: 'Tu' })).body.accessToken;
      const page = (await call('POST', '/notebook/pages', { title: 'Membranes' })).body;
      const NOTE = 'Cells are wrapped in a membrane. It is a lipid bilayer.';
      const block = (await call('POST', `/notebook/pages/${page.id}/notes`, { text: NOTE })).body;
      const ask = await call('POST', `/notebook/pages/${page.id}/ask`, { message: 'What wraps a cell?' });
      expect(ask.status).toBe(200);
      expect(ask.body.answer).toMatch(/^Offline simulator.*"Cells are wrapped in a membrane\." \[1\]\.$/);
      expect(ask.body.citations).toEqual([{ n: 1, kind: 'note', blockId: block.id, quote: NOTE }]);
      // The local poller feeds the roadmap worker: the simulator cannot plan, so the draft ends FAILED, not PENDING forever.
      const draft = await call('POST', `/notebook/pages/${page.id}/roadmap-drafts`, {});
      expect(draft.status).toBe(202);
      let status = 'PENDING';
      for (let i = 0; i < 100 && status === 'PENDING'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await call('GET', `/notebook/roadmap-drafts/${draft.body.id}`)).body.status;
      }
      expect(status).toBe('FAILED');
    } finally {
      await rt.stop();
    }
  });
});
