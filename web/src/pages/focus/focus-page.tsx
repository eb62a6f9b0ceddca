import type { FocusDay } from '../../../../core/focus/day';
import type { EntryMicroTasks } from '../../../../core/focus/service';
import { href } from '../../router';
import { ErrorNote } from '../../ui/bits';
import { useResource } from '../../use-resource';
import { MicroTasks } from './micro-tasks';
import { PomodoroTimer } from './pomodoro-timer';

/** The day's entries to pick one from (the day view: read-only, nothing materialised). */
function FocusDayList() {
  const day = useResource<FocusDay>('/focus/day', ['focus', 'routines']);
  const entries = day.data?.entries.filter((e) => e.name !== null) ?? [];
  return (
    <section class="panel" aria-label="Today’s entries">
      <h2>Pick what to focus on</h2>
      {day.error && !day.data ? <ErrorNote error={day.error} /> : null}
      {day.data && entries.length === 0 ? (
        <p class="muted">
          Nothing is scheduled today. <a href={href('/today')}>Today</a> explains why; the timer works without an item too.
        </p>
      ) : null}
      <ul class="plain">
        {entries.map((e) => (
          <li key={e.groupId}>
            <a href={href('/focus', e.groupId)}>{e.name}</a>{' '}
            <span class="small muted">
              {e.section ? `${e.section} · ` : ''}
              {e.microTasks.length ? `${e.microTasks.filter((m) => m.done).length}/${e.microTasks.length} steps` : 'no steps yet'}
              {e.status === 'checked' ? ' · done' : ''}
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
  const list = useResource<EntryMicroTasks>(entryId ? `/focus/entries/${encodeURIComponent(entryId)}/micro-tasks` : null, 'focus');
  return (
    <section class="page" data-page="focus" data-loads={list.loads}>
      <h1>{entryId ? (list.data ? `Focus: ${list.data.entryName}` : 'Focus') : 'Focus Mode'}</h1>
      {entryId ? (
        <p class="small">
          <a href={href('/focus')}>← All of today</a>
        </p>
      ) : null}
      {list.error && !list.data ? <ErrorNote error={list.error} /> : null}
      {entryId && list.data ? <MicroTasks entryId={entryId} list={list} /> : null}
      <PomodoroTimer entryId={entryId} />
      {entryId ? null : <FocusDayList />}
    </section>
  );
}
