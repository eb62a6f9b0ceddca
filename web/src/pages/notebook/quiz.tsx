import { useState } from 'preact/hooks';
import { ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import type { QuizView } from './types';
import { t } from './messages';

/** A stored quiz (8 × 4): choose, submit, and the score with each question's right answer. */
export function Quiz({ quiz }: { quiz: QuizView }) {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => quiz.questions.map(() => undefined));
  const [result, setResult] = useState<Schema<'QuizResult'>>();
  const action = useAction();
  const complete = answers.every((a) => a !== undefined);
  const submit = (e: Event) => {
    e.preventDefault();
    // Submit is enabled once every question has an answer.
    void action.run(async () => setResult(await ok(rest.POST('/notebook/quizzes/{id}/answers', { params: { path: { id: quiz.id } }, body: { answers: answers as number[] } }))));
  };
  return (
    <form class="quiz panel" onSubmit={submit} aria-label={t('quiz')} data-testid="quiz">
      {quiz.questions.map((q, i) => {
        const r = result?.results[i];
        return (
          <fieldset key={i} class={r ? (r.correct ? 'right' : 'wrong') : ''}>
            <legend>
              {i + 1}. {q.question}
            </legend>
            {q.options.map((o, k) => (
              <label key={k} class={r && k === r.answerIndex ? 'answer-right' : ''}>
                <input type="radio" name={`q${i}`} checked={answers[i] === k} disabled={Boolean(result)} onChange={() => setAnswers((a) => a.map((x, j) => (j === i ? k : x)))} /> {o}
              </label>
            ))}
            {r ? <p class="small">{r.correct ? t('right') : t('notQuite', { answer: q.options[r.answerIndex] })} {r.explanation}</p> : null}
          </fieldset>
        );
      })}
      {result ? (
        <p role="status" data-testid="quiz-score">
          {t(result.xp ? 'scoreXp' : 'score', { correct: result.correct, total: result.total, percent: result.percent, verdict: result.passed ? t('passed') : t('notPassed'), xp: result.xp })}
        </p>
      ) : (
        <button type="submit" class="primary" disabled={!complete || action.busy}>
          {t('checkAnswers')}
        </button>
      )}
      <ErrorNote error={action.error} />
    </form>
  );
}
