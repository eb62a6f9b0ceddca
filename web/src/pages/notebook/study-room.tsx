import { useState } from 'preact/hooks';
import type { StudioOutput } from '../../../../core/ai/notebook/outputs';
import { ApiError } from '../../client/api';
import { api } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { CitedAnswerView, type SourceNames } from './cited-answer';
import { Quiz } from './quiz';
import type { CitedAnswer, PageView, SourceSummary } from './types';

type Turn = { id: number; question: string; answer: CitedAnswer };

/** A page reads its own and its ancestors' sources: their titles name the quoted passages. */
async function sourceNames(page: PageView): Promise<SourceNames> {
  const names = new Map<string, string>();
  for (let id: string | null = page.id, hops = 0; id && hops < 6; hops++) {
    const [list, up]: [{ items: SourceSummary[] }, PageView] = await Promise.all([
      api.get<{ items: SourceSummary[] }>(`/notebook/pages/${id}/sources`),
      id === page.id ? Promise.resolve(page) : api.get<PageView>(`/notebook/pages/${id}`),
    ]);
    for (const s of list.items) names.set(s.id, s.title);
    id = up.parentId;
  }
  return names;
}

/** The tutor's refusals in the person's words (the rest is the server's message). */
function explain(err: ApiError | undefined): ApiError | undefined {
  if (err?.code === 'NOTEBOOK_NOTHING_TO_STUDY') return new ApiError(err.status, err.code, 'This page has nothing to study yet: add a note or a source first.');
  if (err?.code === 'AI_UNAVAILABLE' && err.retryAfterS) return new ApiError(err.status, err.code, `${err.message} Try again in about ${Math.ceil(err.retryAfterS / 60)} min.`);
  return err;
}

const OUTPUTS = [
  { kind: 'SUMMARY', label: 'Summary' },
  { kind: 'STUDY_GUIDE', label: 'Study guide' },
  { kind: 'QUIZ', label: 'Quiz' },
] as const;

/** The study room (N1–N4): ask the tutor about this page; outputs from its passages. */
export function StudyRoom({ page }: { page: PageView }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [names, setNames] = useState<SourceNames>(new Map());
  const [output, setOutput] = useState<StudioOutput>();
  const ask = useAction();
  const make = useAction();

  const send = (e: Event) => {
    e.preventDefault();
    const message = question.trim();
    if (!message) return;
    void ask.run(async () => {
      const history = turns.flatMap((t) => [
        { role: 'user', text: t.question },
        { role: 'assistant', text: t.answer.answer },
      ]);
      const [answer, n] = await Promise.all([api.post<CitedAnswer>(`/notebook/pages/${page.id}/ask`, { message, history }), sourceNames(page)]);
      setNames(n);
      setTurns((t) => [...t, { id: t.length, question: message, answer }]);
      setQuestion('');
    });
  };
  const produce = (kind: (typeof OUTPUTS)[number]['kind']) =>
    void make.run(async () => {
      setOutput(undefined);
      const [out, n] = await Promise.all([api.post<StudioOutput>(`/notebook/pages/${page.id}/outputs`, { kind }), sourceNames(page)]);
      setNames(n);
      setOutput(out);
    });

  return (
    <div class="study-room">
      <section class="panel" aria-label="Ask the tutor">
        <h2>Ask about “{page.title}”</h2>
        <ol class="conversation" aria-live="polite">
          {turns.map((t) => (
            <li key={t.id}>
              <p class="question">{t.question}</p>
              <CitedAnswerView answer={t.answer} names={names} />
            </li>
          ))}
        </ol>
        {ask.busy ? <p class="muted">The tutor is reading your notes and sources…</p> : null}
        <form class="row" onSubmit={send}>
          <label class="grow">
            Your question
            <textarea rows={2} maxLength={4000} value={question} onInput={(e) => setQuestion((e.currentTarget as HTMLTextAreaElement).value)} />
          </label>
          <button type="submit" class="primary" disabled={ask.busy || !question.trim()}>
            Ask
          </button>
        </form>
        <ErrorNote error={explain(ask.error)} />
      </section>
      <section class="panel" aria-label="Study outputs">
        <h2>Make from this page</h2>
        <div class="row">
          {OUTPUTS.map((o) => (
            <button key={o.kind} disabled={make.busy} onClick={() => produce(o.kind)}>
              {o.label}
            </button>
          ))}
        </div>
        {make.busy ? <p class="muted">Writing it from your passages…</p> : null}
        <ErrorNote error={explain(make.error)} />
        <div aria-live="polite">
          {output?.kind === 'QUIZ' ? <Quiz key={output.quiz.id} quiz={output.quiz} /> : output ? <CitedAnswerView answer={output} names={names} /> : null}
        </div>
      </section>
    </div>
  );
}
