import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { resolvePage } from '../../notebook/naming';
import { Pages } from '../../notebook/entity';
import { bumpPage } from '../../notebook/store';
import { command } from '../../util/fn';
import { newId } from '../../util/ids';
import { ownerToday } from '../../configuration/today';
import { CONSISTENT, retryOnConflict, transact, type TxItem } from '../../util/tx';
import { payoutItems, userAccount } from '../../xp/payout';
import { Quizzes, type QuizRow } from './quiz-entity';
import { QUIZ_PASS_XP, scoreQuiz, type QuizQuestion } from './quiz-rules';
import { AnswerQuizInput, QuizIdInput, QuizListInput } from './schema';

/** A quiz as the client sees it before answering: the questions and options, not the answers. */
export interface QuizView {
  id: string;
  pageId: string;
  questions: { question: string; options: string[] }[];
  attempts: number;
  bestPercent: number | null;
  passed: boolean;
  createdAt: string;
}

export const toQuiz = (r: QuizRow): QuizView => ({
  id: r.quizId,
  pageId: r.pageId,
  questions: r.questions.map((q) => ({ question: q.question, options: q.options })),
  attempts: r.attempts,
  bestPercent: r.bestPercent ?? null,
  passed: Boolean(r.passedAt),
  createdAt: r.createdAt,
});

/** Stored with a bump of its page, so a page delete running meanwhile sweeps it too (delete.ts). */
export async function saveQuiz(ctx: Ctx, pageId: string, questions: QuizQuestion[]): Promise<QuizView> {
  const now = ctx.deps.clock.now().toISOString();
  const row: QuizRow = { quizId: newId('nbq'), pageId, questions, attempts: 0, version: 0, createdAt: now, updatedAt: now };
  await transact(ctx.deps.db, [{ Put: Quizzes(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() }, bumpPage(ctx, pageId)]);
  return toQuiz(row);
}

/** The quiz or NOT_FOUND — for another person's id too: the key is the actor's. */
async function loadQuiz(ctx: Ctx, id: string): Promise<QuizRow> {
  const row = (await Quizzes(ctx.deps.db).get({ userId: ctx.actor.userId, quizId: id }).go(CONSISTENT)).data as QuizRow | null;
  if (!row) throw AppError.notFound(`Quiz ${id}`);
  return row;
}

export const getQuiz = command(QuizIdInput, async (ctx: Ctx, { id }): Promise<QuizView> => toQuiz(await loadQuiz(ctx, id)));

export const listQuizzes = command(QuizListInput, async (ctx: Ctx, { page }): Promise<{ items: QuizView[] }> => {
  const { page: row } = await resolvePage(ctx, page);
  const res = await Quizzes(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).where((a, op) => op.eq(a.pageId, row.pageId)).go({ pages: 'all' });
  return { items: (res.data as QuizRow[]).map(toQuiz) };
});

export interface QuizResult {
  quizId: string;
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
  /** XP this attempt paid: 20 for the first pass of a quiz on its page, else 0. */
  xp: number;
  results: { chosen: number; answerIndex: number; correct: boolean; explanation: string }[];
}

/**
 * Score an attempt (pass at 70 %). A page's first passed quiz pays 20 XP, once: one
 * transaction writes the attempt at the version read, stamps the quiz's `passedAt`, stamps the
 * page's `quizPaidAt` (on condition it has none) and pays. Of concurrent passing attempts one
 * commits; the others fail a condition, re-read, find the quiz or the page paid, and are
 * recorded without XP — so neither answering one quiz again nor asking for new quizzes on the
 * same page pays twice, however many land together.
 */
export const answerQuiz = command(AnswerQuizInput, (ctx: Ctx, { id, answers }): Promise<QuizResult> =>
  retryOnConflict(async () => {
    const row = await loadQuiz(ctx, id);
    if (answers.length !== row.questions.length) {
      throw AppError.validation([{ path: 'answers', message: `Send one answer for each of the ${row.questions.length} questions` }]);
    }
    const score = scoreQuiz(row.questions, answers);
    const firstPass = score.passed && !row.passedAt;
    const page = firstPass ? (await Pages(ctx.deps.db).get({ userId: ctx.actor.userId, pageId: row.pageId }).go(CONSISTENT)).data : null;
    const pays = firstPass && page !== null && !page.quizPaidAt;
    const now = ctx.deps.clock.now().toISOString();
    const update = Quizzes(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, quizId: id })
      .set({ lastPercent: score.percent, bestPercent: Math.max(row.bestPercent ?? 0, score.percent), updatedAt: now, ...(firstPass ? { passedAt: now } : {}) })
      .add({ attempts: 1, version: 1 })
      .where((a, op) => op.eq(a.version, row.version));
    // The page's stamp is its own condition (patch: the page still exists; and none yet), not
    // its version: a quiz's pay must not collide with edits to the page's content.
    const pageStamp = Pages(ctx.deps.db)
      .patch({ userId: ctx.actor.userId, pageId: row.pageId })
      .set({ quizPaidAt: now })
      .where((a, op) => op.notExists(a.quizPaidAt));
    const payout: TxItem[] = pays ? [{ Update: pageStamp.params() as TxItem['Update'] }, ...payoutItems(ctx, [await userAccount(ctx)], await ownerToday(ctx), QUIZ_PASS_XP)] : [];
    await transact(ctx.deps.db, [{ Update: update.params() }, ...payout]);
    const results = row.questions.map((q, i) => ({ chosen: answers[i]!, answerIndex: q.answerIndex, correct: answers[i] === q.answerIndex, explanation: q.explanation ?? '' }));
    return { quizId: id, ...score, xp: pays ? QUIZ_PASS_XP : 0, results };
  }, 12),
);
