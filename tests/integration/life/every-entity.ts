import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { markSeen } from '../../../core/ai/briefing/service';
import { markVerified } from '../../../core/auth/account';
import { closeUser } from '../../../core/dayclose/close-user';
import { slotClaim } from '../../../core/limits/stream-slots';
import { transact } from '../../../core/util/tx';
import { holdUserLease } from '../../../core/limits/user-lease';
import { createDeps } from '../../../core/context';
import { sourceHandler } from '../../../core/notebook/sources/handler';
import { ExportJobs } from '../../../core/users/export-job';
import { EXPORT_READY_FOR_S } from '../../../core/users/export-object';
import type { AgentApi } from '../../support/agent';
import type { TestApi, TestUser } from '../../support/http';
import type { ProviderSim } from '../../support/provider-sim';
import { json, text, toolCall, toolCalls } from '../../support/provider-sim';
import { scanEntities } from './entity-scan';

/** What the fixture wrote that the export must carry word for word. */
export interface Written {
  journal: string;
  globalNote: string;
  chatNote: string;
  chatId: string;
  message: string;
  noteText: string;
  feedback: string;
  phrase: string;
  sourceText: string;
  waitingText: string;
}

/** The kind of every item in the user's partition (ElectroDB's entity name), raw from the table. */
export async function partitionKinds(api: TestApi, userId: string): Promise<Map<string, number>> {
  const { db } = api.deps;
  const kinds = new Map<string, number>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` }, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) kinds.set(String(item.__edb_e__), (kinds.get(String(item.__edb_e__)) ?? 0) + 1);
    start = page.LastEvaluatedKey;
  } while (start);
  return kinds;
}

interface Session {
  api: AgentApi;
  sim: ProviderSim;
  u: TestUser;
  w: Written;
  req: (method: string, path: string, body?: unknown) => Promise<any>;
}

/**
 * One step per way the product creates data, each naming the entities it leaves in the
 * partition. A new entity makes `expectEveryEntity` fail until a step here creates it — and
 * from then on the export and deletion tests cover it.
 */
const STEPS: { creates: string[]; run: (s: Session) => Promise<void> }[] = [
  // Sign-up made the profile, its refresh family and the configuration; every request counts.
  { creates: ['user', 'refreshFamily', 'configuration', 'rateWindow'], run: async ({ req, w }) => void (await req('PATCH', '/me/configuration', { phrase: w.phrase })) },
  {
    // Completing the goal pays XP: the user's stats row and the day's ledger rows.
    creates: ['category', 'categoryName', 'habit', 'task', 'goal', 'userStats', 'xpLedger'],
    run: async ({ req }) => {
      const cat = await req('POST', '/categories', { name: 'Health' });
      await req('POST', '/habits', { name: 'Run', categoryIds: [cat.id] });
      await req('POST', '/tasks', { name: 'Buy running shoes' });
      const goal = await req('POST', '/goals', { name: 'Run a 10k', targetValue: 10, categoryIds: [cat.id] });
      await req('POST', `/goals/${goal.id}/complete`, { completed: true });
    },
  },
  // The address verified (issue 38): what POST /auth/verify writes once the emailed link is used.
  { creates: ['emailVerification'], run: async ({ api, u }) => markVerified(api.deps, u.id, u.email) },
  { creates: ['feedback'], run: async ({ req, w }) => void (await req('POST', '/feedback', { text: w.feedback, kind: 'PRAISE' })) },
  { creates: ['mood'], run: async ({ req, w }) => void (await req('PUT', '/mood/2026-01-10', { level: 4, journal: w.journal })) },
  { creates: ['quickNote', 'quickNoteCell'], run: async ({ req, w }) => void (await req('POST', '/quick-notes', { text: w.noteText, colour: 'green' })) },
  {
    creates: ['onboardingRecord'],
    run: async ({ req }) => void (await req('POST', '/ai/onboarding/accept', { step: 'categories', categories: [{ name: 'Mind' }] })),
  },
  { creates: ['briefing'], run: async ({ u, api }) => markSeen({ deps: api.deps, actor: { userId: u.id } }) },
  {
    // Both memory notes are written the only way they are: by the model, through its tools.
    // The turn is durable: its record, its stored events and its idempotency key.
    creates: ['chat', 'chatMessage', 'agentTurn', 'agentTurnEvents', 'agentTurnKey', 'agentChange'],
    run: async ({ api, sim, u, w }) => {
      w.chatId = await api.newChat(u.accessToken);
      sim.script(
        'mistral',
        toolCalls([
          { name: 'updateGlobalContext', args: { context: w.globalNote } },
          { name: 'updateChatContext', args: { context: w.chatNote } },
        ]),
        text(['Here is a plan.']),
      );
      const turn = await api.stream(u.accessToken, w.chatId, { message: w.message, clientMessageId: 'fixture-turn-1' });
      if (turn.events.at(-1)?.event !== 'done') throw new Error(`turn failed: ${JSON.stringify(turn.events.at(-1))}`);
    },
  },
  {
    // Routines, today and Focus Mode (issue 6): a scheduled routine, a check (which derives the
    // account streak), a pinned micro-task and a timer cycle, then the day close freezes the day
    // and writes its outcomes.
    creates: ['routine', 'schedules', 'check', 'constance', 'microTask', 'pinnedMicroTask', 'timerCycle', 'daySnapshot', 'daySummary', 'dayOutcome'],
    run: async ({ req, api, u }) => {
      const habit = await req('POST', '/habits', { name: 'Stretch' });
      const routine = await req('POST', '/routines', { name: 'Mornings', sections: [{ name: 'Morning', startTime: '07:00', endTime: '08:00', items: [{ type: 'habit', id: habit.id }] }] });
      await req('POST', '/schedules', { routineId: routine.id, days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] });
      const group = routine.sections[0].items[0].groupId;
      await req('POST', `/today/${group}/check`, { checked: true });
      const step = await req('POST', `/focus/entries/${group}/micro-tasks`, { name: 'Breathe' });
      await req('POST', `/focus/micro-tasks/${step.id}/pin`, { pinned: true });
      const ended = api.deps.clock.now().getTime() - 60_000;
      await req('POST', '/focus/cycles', { type: 'POMODORO', minutes: 25, startedAt: new Date(ended - 25 * 60_000).toISOString(), endedAt: new Date(ended).toISOString(), entryId: group });
      await closeUser({ deps: api.deps, actor: { userId: u.id } }, 'UTC', new Date(api.deps.clock.now().getTime() + 27 * 3600 * 1000));
    },
  },
  {
    // A destructive call waiting for the person's yes (issue 23): the paused turn's approval,
    // holding what the person was asked and the turn's steps so far.
    creates: ['agentApproval'],
    run: async ({ req, api, sim, u }) => {
      const routines = await req('GET', '/routines');
      const chatId = await api.newChat(u.accessToken);
      sim.script('mistral', toolCall('deleteUserRoutine', { id: routines.items[0].id }));
      const turn = await api.stream(u.accessToken, chatId, { message: 'delete my routine' });
      if (turn.events.at(-1)?.event !== 'approval_required') throw new Error(`no approval asked: ${JSON.stringify(turn.events.at(-1))}`);
    },
  },
  {
    // The study notebook (issue 18): a topic with a page, a note and a diagram, a board with an
    // edge, and a reviewed card (its day's review tally).
    creates: ['notebookPage', 'notebookBlock', 'notebookBoard', 'notebookCard', 'notebookReviewDay'],
    run: async ({ req }) => {
      const topic = await req('POST', '/notebook/pages', { title: 'Biology' });
      const cell = await req('POST', '/notebook/pages', { title: 'The cell', parentId: topic.id });
      await req('POST', `/notebook/pages/${cell.id}/notes`, { text: 'Cells have a membrane.' });
      await req('POST', `/notebook/pages/${cell.id}/blocks`, { type: 'diagram', text: 'mindmap\n  Cell\n    Membrane' });
      const a = await req('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'PAGE', pageId: cell.id });
      const b = await req('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Genetics' });
      await req('POST', `/notebook/pages/${topic.id}/board/edges`, { from: a.id, to: b.id });
      const card = await req('POST', `/notebook/pages/${cell.id}/cards`, { front: 'What holds a cell together?', back: 'Its membrane' });
      await req('POST', `/notebook/cards/${card.id}/review`, { rating: 'GOOD' });
    },
  },
  {
    // The study tutor (issue 20): a quiz stored on the page, and a roadmap draft (queued; PENDING
    // is enough to exist). Both are the person's data.
    creates: ['notebookQuiz', 'roadmapDraft'],
    run: async ({ req, sim }) => {
      const page = await req('POST', '/notebook/pages', { title: 'Genetics' });
      await req('POST', `/notebook/pages/${page.id}/notes`, { text: 'Genes are made of DNA.' });
      const question = (i: number) => ({ question: `What are genes made of (${i})?`, options: ['DNA', 'Fat', 'Salt', 'Air'], answerIndex: 0, explanation: 'Genes are DNA.' });
      sim.script('mistral', json({ questions: Array.from({ length: 8 }, (_, i) => question(i)) }));
      const { quiz } = await req('POST', `/notebook/pages/${page.id}/outputs`, { kind: 'QUIZ' });
      await req('POST', `/notebook/quizzes/${quiz.id}/answers`, { answers: [0, 0, 0, 0, 0, 0, 0, 0] });
      await req('POST', `/notebook/pages/${page.id}/roadmap-drafts`, {});
    },
  },
  // A per-user lease as a running onboarding accept holds it (its lease and TTL end it).
  { creates: ['userLease'], run: async ({ api, u }) => holdUserLease({ deps: api.deps, actor: { userId: u.id } }, 'onboarding-accept') },
  {
    // Study cycles (issue 21): a cycle over the notebook's topic (its guard bookkeeping comes
    // with it) and a session logged by hand on a page under that topic, credited to the cycle.
    creates: ['studyCycle', 'studyCycleGuard', 'studySession'],
    run: async ({ req }) => {
      await req('POST', '/study/cycles', { name: 'Exams', days: { segunda: { minutes: 60 } }, subjects: [{ pageId: 'Biology', importance: 3, mastery: 1 }] });
      await req('POST', '/study/sessions', { pageId: 'The cell', minutes: 25 });
    },
  },
  {
    // Notebook sources (issue 19): one read by the worker with embeddings on (its chunks; its
    // vectors are S3 objects since issue 33), one still waiting in the queue (its words), and
    // the page's source counter; the read's turn on the queue (fair-turn.ts).
    creates: ['notebookSource', 'notebookSourceText', 'notebookSourceChunk', 'notebookPageSources', 'notebookSourceTurn'],
    run: async ({ req, api, sim, u, w }) => {
      const p = await req('POST', '/notebook/pages', { title: 'Reading list' });
      const read = await req('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Read', text: w.sourceText });
      await req('POST', `/notebook/pages/${p.id}/sources`, { kind: 'TEXT', title: 'Waiting', text: w.waitingText });
      const embeddings = { ...api.deps.config.embeddings, apiKey: 'embed-key', baseURL: sim.baseUrl('nvidia'), model: 'sim-embed' };
      const worker = sourceHandler(createDeps({ ...api.deps.config, embeddings }, { db: api.deps.db, log: api.deps.log }));
      const body = JSON.stringify({ userId: u.id, sourceId: read.id });
      await worker({ Records: [{ messageId: 'm', body, receiptHandle: '', attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: '', awsRegion: 'us-east-1' }] });
    },
  },
  // A finished export never fetched, as GET /me/export leaves one (export-job.ts); the test's own export replaces it.
  {
    creates: ['exportJob'],
    run: async ({ api, u }) => {
      const readyAt = Date.now() - (EXPORT_READY_FOR_S + 60) * 1000;
      await ExportJobs(api.deps.db)
        .put({ userId: u.id, jobId: 'exp_fixture', status: 'READY', startedAt: new Date(readyAt).toISOString(), updatedAt: readyAt, step: 1, key: `exports/${u.id}/exp_fixture.json`, readyAt })
        .go();
    },
  },
  // Held as a live turn holds it (its lease and TTL end it).
  { creates: ['streamSlot'], run: async ({ api, u, w }) => transact(api.deps.db, [slotClaim({ deps: api.deps, actor: { userId: u.id } }, w.chatId, 0).item]) },
];

export async function createOneOfEverything(api: AgentApi, sim: ProviderSim, u: TestUser): Promise<Written> {
  const w: Written = {
    journal: 'Wrote three pages about the move to Porto',
    globalNote: 'Prefers mornings; training for a 10k.',
    chatNote: 'Planning the week around the 10k.',
    chatId: '',
    message: 'Plan my week around the race',
    noteText: 'Ask Rita about the bike',
    feedback: 'The mood week widget is lovely',
    phrase: 'Little by little',
    sourceText: 'Mitochondria make the energy a cell uses.\n\nThe membrane keeps the inside in.',
    waitingText: 'A text the worker has not read yet.',
  };
  const req = async (method: string, path: string, body?: unknown) => {
    const res = await api.request(method, path, { token: u.accessToken, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  for (const step of STEPS) await step.run({ api, sim, u, w, req });
  return w;
}

/**
 * The partition holds one of every user-partition entity defined under core/: the scan finds
 * them, a step must claim each, and each claimed kind must really be there.
 */
export function expectEveryEntity(kinds: Map<string, number>): void {
  const claimed = new Set(STEPS.flatMap((s) => s.creates));
  const unclaimed = scanEntities().filter((e) => e.userPartition && !claimed.has(e.name));
  expect(
    unclaimed.map((e) => `${e.name} (${e.file})`),
    'no fixture step creates these entities: add one to tests/integration/life/every-entity.ts, then make sure the export shows them',
  ).toEqual([]);
  expect([...claimed].filter((k) => !kinds.has(k)), 'fixture steps that did not create what they claim').toEqual([]);
}
