import { Hono } from 'hono';
import { ask, explain } from '../../../core/ai/notebook/ask';
import { studioOutput } from '../../../core/ai/notebook/outputs';
import { answerQuiz, getQuiz, listQuizzes } from '../../../core/ai/notebook/quizzes';
import { getRoadmapDraft, requestRoadmap } from '../../../core/ai/notebook/roadmap';
import { generateCards } from '../../../core/ai/notebook/study-cards';
import { suggestNodes } from '../../../core/ai/notebook/suggestions';
import type { Tutor, TutorCtx } from '../../../core/ai/notebook/tutor';
import { withFields } from '../../../core/util/input';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppContext, AppEnv } from '../types';

const withPage = async (c: AppContext) => withFields(await readJson(c), { page: c.req.param('id') });
const withId = async (c: AppContext) => withFields(await readJson(c), { id: c.req.param('id') });

/**
 * The study tutor (N1–N4, CONTRACT "Tutor"), next to the notebook's routes under /notebook.
 * The model calls share the notebook-ai bucket (rate-tiers.ts); reading a quiz or a draft and
 * answering a quiz call no model.
 */
export function notebookAiRoutes(tutor: () => Tutor) {
  // The tutor's clock starts with the request (retrieval and the model share its budget).
  const tctx = (c: AppContext): TutorCtx => ({ ...ctxOf(c), tutor: tutor(), startedAt: Date.now() });
  return new Hono<AppEnv>()
    .post('/pages/:id/ask', async (c) => c.json(await ask(tctx(c), await withPage(c))))
    .post('/pages/:id/explain', async (c) => c.json(await explain(tctx(c), await withPage(c))))
    .post('/pages/:id/outputs', async (c) => {
      const out = await studioOutput(tctx(c), await withPage(c));
      return c.json(out, out.kind === 'QUIZ' ? 201 : 200);
    })
    .post('/pages/:id/cards/generate', async (c) => c.json(await generateCards(tctx(c), await withPage(c)), 201))
    .post('/pages/:id/board/suggestions', async (c) => c.json(await suggestNodes(tctx(c), await withPage(c))))
    .post('/pages/:id/roadmap-drafts', async (c) => c.json(await requestRoadmap(ctxOf(c), await withPage(c)), 202))
    .get('/roadmap-drafts/:id', async (c) => c.json(await getRoadmapDraft(ctxOf(c), { id: c.req.param('id') })))
    .get('/pages/:id/quizzes', async (c) => c.json(await listQuizzes(ctxOf(c), { page: c.req.param('id') })))
    .get('/quizzes/:id', async (c) => c.json(await getQuiz(ctxOf(c), { id: c.req.param('id') })))
    .post('/quizzes/:id/answers', async (c) => c.json(await answerQuiz(ctxOf(c), await withId(c))));
}
