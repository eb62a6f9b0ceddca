import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { ABOUT_THIS_CHAT, ABOUT_YOU, INTERNAL_ENTITIES, SECTIONED_ENTITIES } from '../../../core/users/export';
import { EXPORT_LINK_TTL_S } from '../../../core/users/export-object';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { exportAt } from '../../support/export';
import { signUp } from '../../support/http';
import { startProviderSim } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';
import { createOneOfEverything, expectEveryEntity, partitionKinds } from './every-entity';

const sim = await startProviderSim();
afterAll(() => sim.close());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS, { tutor }), undefined, { tutor: () => tutor });


describe('GET /me/export (D13, A11)', async () => {
  const u = await signUp(api, 'Exporter');
  const w = await createOneOfEverything(api, sim, u);
  const kinds = await partitionKinds(api, u.id);
  const res = await api.request('GET', '/me/export', { token: u.accessToken });
  const link = new URL(res.headers.get('location') ?? 'http://missing');
  const doc = await exportAt(res);

  it('is one JSON document written to S3, behind a short-lived link offered as a download (303)', () => {
    expect(res.status).toBe(303);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(EXPORT_LINK_TTL_S));
    expect(link.searchParams.get('response-content-disposition')).toContain('attachment');
    expect(link.pathname).toMatch(new RegExp(`^/beyou-exports/exports/${u.id}/exp_[0-9A-Z]{26}\\.json$`));
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

  it('carries the tutor\'s quizzes (questions, answers, attempts) and roadmap drafts', () => {
    expect(doc.data.notebookQuiz).toEqual([expect.objectContaining({ attempts: 1, bestPercent: 100, passedAt: expect.any(String) })]);
    expect(doc.data.notebookQuiz![0]!.questions).toHaveLength(8);
    expect(doc.data.notebookQuiz![0]!.questions[0]).toMatchObject({ options: ['DNA', 'Fat', 'Salt', 'Air'], answerIndex: 0 });
    expect(doc.data.roadmapDraft).toEqual([expect.objectContaining({ status: 'PENDING', pageId: expect.stringMatching(/^nbp_/) })]);
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
    // The fixture's chat, and the one where a deletion waits for the person's yes (its message only).
    expect(doc.assistant.chats).toHaveLength(2);
    const chat = doc.assistant.chats.find((c: { id: string }) => c.id === w.chatId);
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
    const theirs = { body: await exportAt(await api.request('GET', '/me/export', { token: other.accessToken })) };
    expect(theirs.body.assistant).toEqual({ memory: { label: ABOUT_YOU, note: null }, chats: [] });
    expect(JSON.stringify(theirs.body)).not.toContain(w.journal);
    expect(Object.keys(theirs.body.data)).toEqual([]);
  });
});

describe('an export larger than any response', () => {
  it('a 7 MB partition is written to S3 in parts and read back whole, every item once', async () => {
    const u = await signUp(api, 'Prolific');
    const { db } = api.deps;
    // 120 quick-note-shaped items of ~60 KB: more than a Lambda response (6 MB) can carry.
    for (let i = 0; i < 120; i++) {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { pk: `USER#${u.id}`, sk: `FEEDBACK#big-${String(i).padStart(3, '0')}`, __edb_e__: 'feedback', __edb_v__: '1', text: `${i}:`.padEnd(60_000, 'x') },
        }),
      );
    }
    const doc = await exportAt(await api.request('GET', '/me/export', { token: u.accessToken }));
    expect(doc.data.feedback).toHaveLength(120);
    expect(doc.data.feedback.map((f: { text: string }) => Number(f.text.split(':')[0]))).toEqual([...Array(120).keys()]);
    expect(JSON.stringify(doc).length).toBeGreaterThan(7_000_000);
  }, 60_000);
});
