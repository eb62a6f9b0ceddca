import { useState } from 'preact/hooks';
import { ApiError } from '../../client/api';
import { ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { CitedAnswerView, type SourceNames } from './cited-answer';
import { Quiz } from './quiz';
import type { CitedAnswer, PageView } from './types';
import { errorText } from '../../i18n/errors';
import { t } from './messages';

type Turn = { id: number; question: string; answer: CitedAnswer };

/** A page reads its own and its ancestors' sources: their titles name the quoted passages. */
async function sourceNames(page: PageView): Promise<SourceNames> {
  const names = new Map<string, string>();
  for (let id: string | null = page.id, hops = 0; id && hops < 6; hops++) {
    const path: { params: { path: { id: string } } } = { params: { path: { id } } };
    const [list, up]: [Schema<'SourceList'>, PageView] = await Promise.all([
      ok(rest.GET('/notebook/pages/{id}/sources', path)),
      id === page.id ? Promise.resolve(page) : ok(rest.GET('/notebook/pages/{id}', path)),
    ]);
    for (const s of list.items) names.set(s.id, s.title);
    id = up.parentId;
  }
  return names;
}

/** The tutor's refusals in the person's words (the rest is the server's message). */
function explain(err: ApiError | undefined): ApiError | undefined {
  if (err?.code === 'NOTEBOOK_NOTHING_TO_STUDY') return new ApiError(err.status, err.code, t('nothingToStudy'));
  if (err?.code === 'AI_UNAVAILABLE' && err.retryAfterS) return new ApiError(err.status, err.code, t('tryAbout', { message: errorText({ code: err.code, message: err.message }), minutes: Math.ceil(err.retryAfterS / 60) }));
  return err;
}

const OUTPUTS = [{ kind: 'SUMMARY' }, { kind: 'STUDY_GUIDE' }, { kind: 'QUIZ' }] as const;

/** The study room (N1–N4): ask the tutor about this page; outputs from its passages. */
export function StudyRoom({ page }: { page: PageView }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [names, setNames] = useState<SourceNames>(new Map());
  const [output, setOutput] = useState<Schema<'StudioOutput'>>();
  const ask = useAction();
  const make = useAction();

  const send = (e: Event) => {
    e.preventDefault();
    const message = question.trim();
    if (!message) return;
    void ask.run(async () => {
      const history = turns.flatMap((t) => [
        { role: 'user' as const, text: t.question },
        { role: 'assistant' as const, text: t.answer.answer },
      ]);
      const [answer, n] = await Promise.all([ok(rest.POST('/notebook/pages/{id}/ask', { params: { path: { id: page.id } }, body: { message, history } })), sourceNames(page)]);
      setNames(n);
      setTurns((t) => [...t, { id: t.length, question: message, answer }]);
      setQuestion('');
    });
  };
  const produce = (kind: (typeof OUTPUTS)[number]['kind']) =>
    void make.run(async () => {
      setOutput(undefined);
      const [out, n] = await Promise.all([ok(rest.POST('/notebook/pages/{id}/outputs', { params: { path: { id: page.id } }, body: { kind } })), sourceNames(page)]);
      setNames(n);
      setOutput(out);
    });

  return (
    <div class="study-room">
      <section class="panel" aria-label={t('askTutor')}>
        <h2>{t('askAbout', { title: page.title })}</h2>
        <ol class="conversation" aria-live="polite">
          {turns.map((t) => (
            <li key={t.id}>
              <p class="question">{t.question}</p>
              <CitedAnswerView answer={t.answer} names={names} />
            </li>
          ))}
        </ol>
        {ask.busy ? <p class="muted">{t('tutorReading')}</p> : null}
        <form class="row" onSubmit={send}>
          <label class="grow">
            {t('yourQuestion')}
            <textarea rows={2} maxLength={4000} value={question} onInput={(e) => setQuestion((e.currentTarget as HTMLTextAreaElement).value)} />
          </label>
          <button type="submit" class="primary" disabled={ask.busy || !question.trim()}>
            {t('ask')}
          </button>
        </form>
        <ErrorNote error={explain(ask.error)} />
      </section>
      <section class="panel" aria-label={t('outputs')}>
        <h2>{t('makeFrom')}</h2>
        <div class="row">
          {OUTPUTS.map((o) => (
            <button key={o.kind} disabled={make.busy} onClick={() => produce(o.kind)}>
              {t(`out_${o.kind}`)}
            </button>
          ))}
        </div>
        {make.busy ? <p class="muted">{t('writingIt')}</p> : null}
        <ErrorNote error={explain(make.error)} />
        <div aria-live="polite">
          {output?.kind === 'QUIZ' ? <Quiz key={output.quiz.id} quiz={output.quiz} /> : output ? <CitedAnswerView answer={output} names={names} /> : null}
        </div>
      </section>
    </div>
  );
}
