import { useState } from 'preact/hooks';
import { href } from '../../router';
import { api } from '../../session';
import { ConfirmButton, ErrorNote, Meter, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { NewCycleForm } from './new-cycle-form';
import type { CycleSummary, StudySession, StudyToday } from './types';

const STUDY = ['studyCycles', 'notebook', 'focus'] as const;

/**
 * Study today (D12): each active cycle's blocks for what is left of today, the lap's progress,
 * sessions logged by hand (their minutes are credited at once, so the blocks move).
 */
export function StudyPage() {
  const today = useResource<StudyToday>('/study/today', STUDY);
  const cycles = useResource<{ items: CycleSummary[] }>('/study/cycles', STUDY);
  const sessions = useResource<{ items: StudySession[] }>('/study/sessions?days=7', STUDY);
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [pageId, setPageId] = useState('');
  const [minutes, setMinutes] = useState(25);
  const subjects = cycles.data?.items.flatMap((c) => c.subjects.map((s) => ({ ...s, cycle: c.name }))) ?? [];
  const reloadAll = () => Promise.all([today.reload(), cycles.reload(), sessions.reload()]);

  const log = (e: Event) => {
    e.preventDefault();
    const chosen = pageId || subjects[0]?.pageId;
    if (!chosen) return;
    void action.run(async () => {
      const r = await api.post<{ lap: { number: number; creditedMinutes: number; totalMinutes: number } | null }>('/study/sessions', { pageId: chosen, minutes });
      const title = subjects.find((s) => s.pageId === chosen)?.title ?? 'the page';
      await reloadAll();
      setMessage(`Logged ${minutes} minutes of ${title}${r.lap ? `: lap ${r.lap.number} at ${r.lap.creditedMinutes} of ${r.lap.totalMinutes} minutes` : ' (it is in no active cycle)'}.`);
    });
  };

  return (
    <section class="page" data-page="study" data-loads={today.loads}>
      <h1>Study today</h1>
      {today.error && !today.data ? <ErrorNote error={today.error} /> : null}
      {today.data && today.data.items.length === 0 ? <p class="muted">No active study cycle. Make one below from your notebook topics.</p> : null}
      {today.data?.items.map((c) => (
        <section key={c.cycleId} class="panel" aria-label={c.name} data-testid="study-cycle">
          <h2>{c.name}</h2>
          <p class="small">
            Today: {c.creditedTodayMinutes} of {c.plannedMinutes} minutes studied
          </p>
          <p class="row">
            <span>Lap {c.lap.number}</span> <Meter value={c.lap.creditedMinutes} max={c.lap.totalMinutes} label={`Lap ${c.lap.number} of ${c.name}`} />{' '}
            <span class="small muted" data-testid="lap">
              {c.lap.creditedMinutes} / {c.lap.totalMinutes} min
            </span>
          </p>
          {c.blocks.length ? (
            <ol class="blocks-today" data-testid="today-blocks">
              {c.blocks.map((b) => (
                <li key={`${b.lap}-${b.n}`} data-testid="study-block">
                  <a href={href('/notebook', b.pageId)}>{b.title ?? 'a deleted page'}</a> — {b.minutes} min
                  {b.mode === 'GOAL' ? ` · goal${b.concept ? `: ${b.concept}` : ''}` : ''}
                </li>
              ))}
            </ol>
          ) : (
            <p class="muted" data-testid="today-blocks-done">
              {c.plannedMinutes ? 'Today’s study is done.' : 'A rest day for this cycle.'}
            </p>
          )}
        </section>
      ))}
      {subjects.length ? (
        <form class="panel row" onSubmit={log} aria-label="Log a study session">
          <label>
            Studied
            <select value={pageId || subjects[0]!.pageId} onChange={(e) => setPageId((e.currentTarget as HTMLSelectElement).value)}>
              {subjects.map((s) => (
                <option key={s.pageId} value={s.pageId}>
                  {s.title ?? s.pageId} ({s.cycle})
                </option>
              ))}
            </select>
          </label>
          <label>
            Minutes
            <input type="number" min="1" max="600" value={minutes} onInput={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
          </label>
          <button type="submit" class="primary" disabled={action.busy || !(minutes > 0)}>
            Log session
          </button>
        </form>
      ) : null}
      <Status message={message} testId="study-status" />
      <ErrorNote error={action.error} />
      {sessions.data?.items.length ? (
        <section class="panel" aria-label="Recent sessions">
          <h2>Last 7 days</h2>
          <ul class="plain">
            {sessions.data.items.map((s) => (
              <li key={s.id} class="row">
                <span class="grow">
                  {s.date}: {s.title ?? 'a deleted page'}, {s.minutes} min{s.cycleName ? ` (${s.cycleName})` : ''}
                </span>
                <ConfirmButton class="small" label="Delete" question="Delete this session? Its minutes come off a running lap." yes="Yes, delete" disabled={action.busy} onConfirm={() => void action.run(async () => (await api.del(`/study/sessions/${s.id}`), reloadAll()))} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NewCycleForm onCreated={(name) => void reloadAll().then(() => setMessage(`Cycle “${name}” created: its blocks are planned.`))} />
    </section>
  );
}
