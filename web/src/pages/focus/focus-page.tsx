import { ok } from '../../client/rest';
import { href } from '../../router';
import { ErrorNote } from '../../ui/bits';
import { rest } from '../../session';
import { useResource } from '../../use-resource';
import { MicroTasks } from './micro-tasks';
import { PomodoroTimer } from './pomodoro-timer';
import { t } from './messages';

/** The day's entries to pick one from (the day view: read-only, nothing materialised). */
function FocusDayList() {
  const day = useResource('/focus/day', ['focus', 'routines'], () => ok(rest.GET('/focus/day')));
  const entries = day.data?.entries.filter((e) => e.name !== null) ?? [];
  return (
    <section class="panel" aria-label={t('todaysEntries')}>
      <h2>{t('pick')}</h2>
      {day.error && !day.data ? <ErrorNote error={day.error} /> : null}
      {day.data && entries.length === 0 ? (
        <p class="muted">
          {t('nothingBefore')} <a href={href('/today')}>{t('today')}</a> {t('nothingAfter')}
        </p>
      ) : null}
      <ul class="plain">
        {entries.map((e) => (
          <li key={e.groupId}>
            <a href={href('/focus', e.groupId)}>{e.name}</a>{' '}
            <span class="small muted">
              {e.section ? `${e.section} · ` : ''}
              {e.microTasks.length ? t('steps', { done: e.microTasks.filter((m) => m.done).length, total: e.microTasks.length }) : t('noStepsYet')}
              {e.status === 'checked' ? t('doneMark') : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Focus Mode (D6): one routine entry's micro-tasks and the pomodoro timer. The assistant is
 * told which entry is open here (the widget sends it as focusEntryId).
 */
export function FocusPage({ entryId }: { entryId?: string | undefined }) {
  // Listing an entry's micro-tasks also writes (it materialises pinned names): only with an entry open.
  const list = useResource(entryId ? `/focus/entries/${encodeURIComponent(entryId)}/micro-tasks` : null, 'focus', () =>
    ok(rest.GET('/focus/entries/{entryId}/micro-tasks', { params: { path: { entryId: entryId! } } })),
  );
  return (
    <section class="page" data-page="focus" data-loads={list.loads}>
      <h1>{entryId ? (list.data ? t('focusOn', { name: list.data.entryName }) : t('focus')) : t('focusMode')}</h1>
      {entryId ? (
        <p class="small">
          <a href={href('/focus')}>{t('allToday')}</a>
        </p>
      ) : null}
      {list.error && !list.data ? <ErrorNote error={list.error} /> : null}
      {entryId && list.data ? <MicroTasks entryId={entryId} list={list} /> : null}
      <PomodoroTimer entryId={entryId} />
      {entryId ? null : <FocusDayList />}
    </section>
  );
}
