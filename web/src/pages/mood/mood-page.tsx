import { useEffect, useState } from 'preact/hooks';
import { dayLabel } from '../../dates';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { JOURNAL_MAX, LEVELS, levelWord, weekStrip } from './levels';
import { t } from './messages';

/** Today's level and journal (D7), and the week as a strip of levels only. */
export function MoodPage() {
  const week = useResource('/mood', 'mood', () => ok(rest.GET('/mood')));
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const today = week.data?.to;
  const entry = week.data?.items.find((e) => e.date === today);
  const [level, setLevel] = useState<number>();
  const [journal, setJournal] = useState('');

  // The form starts from what is saved (again after the assistant logged a mood).
  useEffect(() => {
    setLevel(entry?.level);
    setJournal(entry?.journal ?? '');
  }, [entry?.level, entry?.journal, week.loads]);

  const save = (e: Event) => {
    e.preventDefault();
    if (!today || level === undefined) return;
    void action.run(async () => {
      await ok(rest.PUT('/mood/{date}', { params: { path: { date: today } }, body: { level, journal } }));
      await week.reload();
      setMessage(t(journal.trim() ? 'savedWithJournal' : 'saved', { level: levelWord(level) }));
    });
  };
  const remove = () =>
    void action.run(async () => {
      await ok(rest.DELETE('/mood/{date}', { params: { path: { date: today! } } }));
      await week.reload();
      setMessage(t('deleted'));
    });

  return (
    <section class="page" data-page="mood" data-loads={week.loads}>
      <h1>{t('title')}</h1>
      {week.error && !week.data ? <ErrorNote error={week.error} /> : null}
      {today ? (
        <form class="panel" onSubmit={save} aria-label={t('todaysMood')}>
          <fieldset class="levels">
            <legend>{t('howIs', { day: dayLabel(today) })}</legend>
            {LEVELS.map((l) => (
              <label key={l.level} class={`level ${level === l.level ? 'chosen' : ''}`}>
                <input type="radio" name="level" value={l.level} checked={level === l.level} onChange={() => setLevel(l.level)} />
                <span aria-hidden="true">{l.face}</span> {levelWord(l.level)}
              </label>
            ))}
          </fieldset>
          <label class="block">
            {t('journal')}
            <textarea rows={4} maxLength={JOURNAL_MAX} value={journal} onInput={(e) => setJournal((e.currentTarget as HTMLTextAreaElement).value)} />
            <span class="small muted">
              {journal.length} / {JOURNAL_MAX}
            </span>
          </label>
          <div class="row">
            <button type="submit" class="primary" disabled={action.busy || level === undefined}>
              {t('save')}
            </button>
            {entry ? <ConfirmButton label={t('delete')} question={t('deleteAsk')} yes={t('deleteYes')} disabled={action.busy} onConfirm={remove} /> : null}
          </div>
          <Status message={message} testId="mood-status" />
          <ErrorNote error={action.error} />
        </form>
      ) : null}
      {today ? (
        <section class="panel" aria-label={t('week')}>
          <h2>{t('week')}</h2>
          <ol class="week-strip" data-testid="week-strip">
            {weekStrip(today, week.data?.items ?? []).map((d) => (
              <li key={d.date} data-level={d.level ?? ''} aria-label={d.level ? t('dayLevel', { day: dayLabel(d.date), level: levelWord(d.level), n: d.level }) : t('dayEmpty', { day: dayLabel(d.date) })}>
                <span class="small">{dayLabel(d.date, 'short')}</span>
                <span class="week-level" aria-hidden="true">
                  {d.level ? LEVELS[d.level - 1]!.face : '·'}
                </span>
                <span class="small muted" aria-hidden="true">
                  {d.level ?? '–'}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
