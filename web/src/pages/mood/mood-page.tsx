import { useEffect, useState } from 'preact/hooks';
import type { MoodEntry } from '../../../../core/mood/view';
import { dayLabel } from '../../dates';
import { api } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { JOURNAL_MAX, LEVELS, levelWord, weekStrip } from './levels';

interface MoodRange {
  from: string;
  to: string;
  items: MoodEntry[];
}

/** Today's level and journal (D7), and the week as a strip of levels only. */
export function MoodPage() {
  const week = useResource<MoodRange>('/mood', 'mood');
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
      await api.put(`/mood/${today}`, { level, journal });
      await week.reload();
      setMessage(`Saved today’s mood: ${levelWord(level)}${journal.trim() ? ', with your journal' : ''}.`);
    });
  };
  const remove = () =>
    void action.run(async () => {
      await api.del(`/mood/${today}`);
      await week.reload();
      setMessage('Today’s mood entry is deleted.');
    });

  return (
    <section class="page" data-page="mood" data-loads={week.loads}>
      <h1>Mood</h1>
      {week.error && !week.data ? <ErrorNote error={week.error} /> : null}
      {today ? (
        <form class="panel" onSubmit={save} aria-label="Today’s mood">
          <fieldset class="levels">
            <legend>How is {dayLabel(today)} going?</legend>
            {LEVELS.map((l) => (
              <label key={l.level} class={`level ${level === l.level ? 'chosen' : ''}`}>
                <input type="radio" name="level" value={l.level} checked={level === l.level} onChange={() => setLevel(l.level)} />
                <span aria-hidden="true">{l.face}</span> {l.word}
              </label>
            ))}
          </fieldset>
          <label class="block">
            Journal (only you can read it; the assistant never sees the words)
            <textarea rows={4} maxLength={JOURNAL_MAX} value={journal} onInput={(e) => setJournal((e.currentTarget as HTMLTextAreaElement).value)} />
            <span class="small muted">
              {journal.length} / {JOURNAL_MAX}
            </span>
          </label>
          <div class="row">
            <button type="submit" class="primary" disabled={action.busy || level === undefined}>
              Save mood
            </button>
            {entry ? <ConfirmButton label="Delete entry" question="Delete today’s mood and journal?" yes="Yes, delete" disabled={action.busy} onConfirm={remove} /> : null}
          </div>
          <Status message={message} testId="mood-status" />
          <ErrorNote error={action.error} />
        </form>
      ) : null}
      {today ? (
        <section class="panel" aria-label="This week">
          <h2>This week</h2>
          <ol class="week-strip" data-testid="week-strip">
            {weekStrip(today, week.data?.items ?? []).map((d) => (
              <li key={d.date} data-level={d.level ?? ''} aria-label={`${dayLabel(d.date)}: ${d.level ? `${levelWord(d.level)} (${d.level} of 5)` : 'not logged'}`}>
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
