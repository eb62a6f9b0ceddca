import { useState } from 'preact/hooks';
import type { QuizResult } from '../../../../core/ai/notebook/quizzes';
import { api } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import type { QuizView } from './types';

/** A stored quiz (8 × 4): choose, submit, and the score with each question's right answer. */
export function Quiz({ quiz }: { quiz: QuizView }) {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => quiz.questions.map(() => undefined));
  const [result, setResult] = useState<QuizResult>();
  const action = useAction();
  const complete = answers.every((a) => a !== undefined);
  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => setResult(await api.post<QuizResult>(`/notebook/quizzes/${quiz.id}/answers`, { answers })));
  };
  return (
    <form class="quiz panel" onSubmit={submit} aria-label="Quiz" data-testid="quiz">
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
            {r ? <p class="small">{r.correct ? 'Right.' : `Not quite: the answer is “${q.options[r.answerIndex]}”.`} {r.explanation}</p> : null}
          </fieldset>
        );
      })}
      {result ? (
        <p role="status" data-testid="quiz-score">
          {result.correct} of {result.total} right ({result.percent} %): {result.passed ? 'passed' : 'not passed yet (70 % passes)'}
          {result.xp ? `, +${result.xp} XP` : ''}.
        </p>
      ) : (
        <button type="submit" class="primary" disabled={!complete || action.busy}>
          Check my answers
        </button>
      )}
      <ErrorNote error={action.error} />
    </form>
  );
}
