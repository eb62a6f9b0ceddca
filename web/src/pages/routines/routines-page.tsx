import { ok } from '../../client/rest';
import { dayIn, weekdayOf } from '../../dates';
import { href } from '../../router';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { usePersonZone } from '../../use-today';
import { useHabits } from '../habits/use-habits';
import { useTasks } from '../tasks/use-tasks';
import { t } from './messages';
import { NewRoutineForm } from './new-routine-form';
import { RoutineEditor } from './routine-editor';
import { itemsOf, useRoutines } from './use-routines';
import { dayList } from './weekdays';

/**
 * Routines and their schedules (D3): the person's routines, a new one of either kind, and
 * `#/routines/rtn_…` opens one in the editor. Today reads the routine afresh when opened
 * (its resource also follows the `routines` domain).
 */
export function RoutinesPage({ routineId }: { routineId?: string | undefined }) {
  const routines = useRoutines();
  const habits = useHabits();
  const tasks = useTasks();
  const write = useWrite(() => routines.reload());
  const zone = usePersonZone();
  const todayWeekday = zone ? weekdayOf(dayIn(zone)) : undefined;
  const all = routines.data?.items ?? [];
  const open = all.find((r) => r.id === routineId);
  const nothingToPlace = habits.data && tasks.data && habits.data.items.length + tasks.data.items.length === 0;

  const create = async (name: string, kind: 'DAILY' | 'LIST') => {
    const r = await ok(rest.POST('/routines', { body: kind === 'LIST' ? { type: 'LIST', name, items: [] } : { name, sections: [] } }));
    await write.write(async () => t('created', { name: r.name }));
    location.hash = href('/routines', r.id);
  };

  return (
    <section class="page" data-page="routines" data-loads={routines.loads}>
      <h1>{t('title')}</h1>
      <Status message={write.message} testId="routines-status" />
      <ErrorNote error={write.error} />
      {routines.error && !routines.data ? <ErrorNote error={routines.error} /> : null}
      {routines.data && all.length === 0 ? <p class="muted empty-note">{t('empty')}</p> : null}
      {nothingToPlace ? (
        <p class="muted small">
          {t('noItemsYet')} <a href={href('/habits')}>{t('toHabits')}</a> · <a href={href('/tasks')}>{t('toTasks')}</a>
        </p>
      ) : null}
      {all.length ? (
        <ul class="items routine-list" aria-label={t('list')}>
          {all.map((r) => (
            <li key={r.id} data-testid="routine" data-name={r.name} aria-current={r.id === routineId ? 'true' : undefined}>
              <a href={href('/routines', r.id)} aria-label={t('open', { name: r.name })}>
                <strong>{r.name}</strong>
              </a>{' '}
              <span class="badge">{t(`${r.type}_badge`)}</span>{' '}
              <span class="small muted">
                {t('items', { count: itemsOf(r).length })} · {r.scheduledOn.length ? dayList(r.scheduledOn, 'short') : t('noDays')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <RoutineEditor
          key={open.id}
          routine={open}
          data={{ habits: habits.data?.items ?? [], tasks: tasks.data?.items ?? [], todayWeekday }}
          write={write}
          onDeleted={() => (location.hash = href('/routines'))}
        />
      ) : all.length ? (
        <p class="muted small">{t('pick')}</p>
      ) : null}
      <NewRoutineForm onCreate={create} />
    </section>
  );
}
