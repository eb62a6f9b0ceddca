import { useState } from 'preact/hooks';
import { href } from '../../router';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Meter, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { NewCycleForm } from './new-cycle-form';
import { formatDay } from '../../i18n/format';
import { t } from './messages';

const STUDY = ['studyCycles', 'notebook', 'focus'] as const;

/**
 * Study today (D12): each active cycle's blocks for what is left of today, the lap's progress,
 * sessions logged by hand (their minutes are credited at once, so the blocks move).
 */
export function StudyPage() {
  const today = useResource('/study/today', STUDY, () => ok(rest.GET('/study/today')));
  const cycles = useResource('/study/cycles', STUDY, () => ok(rest.GET('/study/cycles')));
  const sessions = useResource('/study/sessions?days=7', STUDY, () => ok(rest.GET('/study/sessions', { params: { query: { days: 7 } } })));
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
      const r = await ok(rest.POST('/study/sessions', { body: { pageId: chosen, minutes } }));
      const title = subjects.find((s) => s.pageId === chosen)?.title ?? t('thePage');
      await reloadAll();
      setMessage(r.lap ? t('loggedLap', { minutes, title, lap: r.lap.number, credited: r.lap.creditedMinutes, total: r.lap.totalMinutes }) : t('loggedNoCycle', { minutes, title }));
    });
  };

  return (
    <section class="page" data-page="study" data-loads={today.loads}>
      <h1>{t('title')}</h1>
      {today.error && !today.data ? <ErrorNote error={today.error} /> : null}
      {today.data && today.data.items.length === 0 ? <p class="muted">{t('noCycle')}</p> : null}
      {today.data?.items.map((c) => (
        <section key={c.cycleId} class="panel" aria-label={c.name} data-testid="study-cycle">
          <h2>{c.name}</h2>
          <p class="small">
            {t('todayLine', { done: c.creditedTodayMinutes, planned: c.plannedMinutes })}
          </p>
          <p class="row">
            <span>{t('lap', { n: c.lap.number })}</span> <Meter value={c.lap.creditedMinutes} max={c.lap.totalMinutes} label={t('lapLabel', { n: c.lap.number, name: c.name })} />{' '}
            <span class="small muted" data-testid="lap">
              {c.lap.creditedMinutes} / {c.lap.totalMinutes} min
            </span>
          </p>
          {c.blocks.length ? (
            <ol class="blocks-today" data-testid="today-blocks">
              {c.blocks.map((b) => (
                <li key={`${b.lap}-${b.n}`} data-testid="study-block">
                  <a href={href('/notebook', b.pageId)}>{b.title ?? t('deletedPage')}</a> — {b.minutes} min
                  {b.mode === 'GOAL' ? (b.concept ? t('goalOf', { concept: b.concept }) : t('goal')) : ''}
                </li>
              ))}
            </ol>
          ) : (
            <p class="muted" data-testid="today-blocks-done">
              {c.plannedMinutes ? t('done') : t('rest')}
            </p>
          )}
        </section>
      ))}
      {subjects.length ? (
        <form class="panel row" onSubmit={log} aria-label={t('logLabel')}>
          <label>
            {t('studied')}
            <select value={pageId || subjects[0]!.pageId} onChange={(e) => setPageId((e.currentTarget as HTMLSelectElement).value)}>
              {subjects.map((s) => (
                <option key={s.pageId} value={s.pageId}>
                  {s.title ?? s.pageId} ({s.cycle})
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('minutes')}
            <input type="number" min="1" max="600" value={minutes} onInput={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
          </label>
          <button type="submit" class="primary" disabled={action.busy || !(minutes > 0)}>
            {t('log')}
          </button>
        </form>
      ) : null}
      <Status message={message} testId="study-status" />
      <ErrorNote error={action.error} />
      {sessions.data?.items.length ? (
        <section class="panel" aria-label={t('recent')}>
          <h2>{t('last7')}</h2>
          <ul class="plain">
            {sessions.data.items.map((s) => (
              <li key={s.id} class="row">
                <span class="grow">
                  {formatDay(s.date)}: {s.title ?? t('deletedPage')}, {s.minutes} min{s.cycleName ? ` (${s.cycleName})` : ''}
                </span>
                <ConfirmButton class="small" label={t('delete')} question={t('deleteAsk')} yes={t('deleteYes')} disabled={action.busy} onConfirm={() => void action.run(async () => (await ok(rest.DELETE('/study/sessions/{id}', { params: { path: { id: s.id } } })), reloadAll()))} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NewCycleForm onCreated={(name) => void reloadAll().then(() => setMessage(t('created', { name })))} />
    </section>
  );
}
