import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { ABOUT_THIS_CHAT, ABOUT_YOU, INTERNAL_ENTITIES, SECTIONED_ENTITIES } from '../../../core/users/export';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp } from '../../support/http';
import { startProviderSim } from '../../support/provider-sim';
import { createOneOfEverything, expectEveryEntity, partitionKinds } from './every-entity';

const sim = await startProviderSim();
afterAll(() => sim.close());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

describe('GET /me/export (D13, A11)', async () => {
  const u = await signUp(api, 'Exporter');
  const w = await createOneOfEverything(api, sim, u);
  const kinds = await partitionKinds(api, u.id);
  const res = await api.request('GET', '/me/export', { token: u.accessToken });
  const doc = res.body;

  it('is one JSON document, offered as a download', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(doc).toMatchObject({ format: 'beyou-export/1', exportedAt: expect.any(String), user: { id: u.id, email: u.email, displayName: 'Exporter' } });
  });

  it('the fixture made one of every user-partition entity defined under core/', () => expectEveryEntity(kinds));

  // The completeness rule: every kind the partition holds is either bookkeeping (left out on
  // purpose) or in the document. A new entity fails here until the export shows it.
  it.each([...kinds.keys()].sort())('%s is exported, or is bookkeeping left out on purpose', (kind) => {
    if (INTERNAL_ENTITIES.has(kind)) {
      expect(Object.keys(doc.data)).not.toContain(kind);
      return;
    }
    if (SECTIONED_ENTITIES.has(kind)) {
      const sections: Record<string, unknown> = {
        user: doc.user,
        configuration: doc.configuration,
        chat: doc.assistant.chats[0],
        chatMessage: doc.assistant.chats[0]?.messages[0],
      };
      expect(sections[kind], kind).toBeTruthy();
      return;
    }
    expect(doc.data[kind]?.length, kind).toBeGreaterThan(0);
  });

  it('carries the mood WITH its journal text, the quick notes, configuration and feedback', () => {
    expect(doc.data.mood).toEqual([expect.objectContaining({ date: '2026-01-10', level: 4, journal: w.journal })]);
    expect(doc.data.quickNote).toEqual([expect.objectContaining({ text: w.noteText, colour: 'green', row: 0, col: 0 })]);
    expect(doc.data.feedback).toEqual([expect.objectContaining({ text: w.feedback, kind: 'PRAISE' })]);
    expect(doc.configuration).toMatchObject({ phrase: w.phrase, displayName: 'Exporter', timeZone: 'UTC' });
    expect(doc.data).toHaveProperty('habit');
    expect(doc.data).toHaveProperty('goal');
  });

  it('carries chats with their messages and both memory notes, labelled for the person', () => {
    expect(doc.assistant.memory).toEqual({ label: ABOUT_YOU, note: w.globalNote });
    expect(doc.assistant.chats).toHaveLength(1);
    const chat = doc.assistant.chats[0];
    expect(chat).toMatchObject({ id: w.chatId, memory: { label: ABOUT_THIS_CHAT, note: w.chatNote } });
    expect(chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[0].segments).toEqual([{ type: 'text', text: w.message }]);
    expect(ABOUT_YOU).toBe('What the assistant notes about you');
    expect(ABOUT_THIS_CHAT).toBe('What the assistant notes about this chat');
  });

  it('leaves out credentials, keys and bookkeeping', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/passwordHash|currentHash|spentHashes|"pk"|"sk"|gsi1|__edb_|expiresAt|holder/);
    for (const kind of INTERNAL_ENTITIES) expect(doc.data).not.toHaveProperty(kind);
  });

  it("another user's export holds none of it", async () => {
    const other = await signUp(api);
    const theirs = await api.request('GET', '/me/export', { token: other.accessToken });
    expect(theirs.body.assistant).toEqual({ memory: { label: ABOUT_YOU, note: null }, chats: [] });
    expect(JSON.stringify(theirs.body)).not.toContain(w.journal);
    expect(Object.keys(theirs.body.data)).toEqual([]);
  });
});
