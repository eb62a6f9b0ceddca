import { useState } from 'preact/hooks';
import { dayLabel, weekdayOf, weekdayPlural } from '../../dates';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { t } from './messages';

/**
 * A day with no routine scheduled, explained (D5: it cannot break a streak), and for today a
 * way to start: a LIST routine of the person's habits and tasks, scheduled on this weekday only
 * (scheduling a day moves it away from another routine, so no other day is touched).
 */
export function NoRoutine({ date, isToday, onMade }: { date: string; isToday: boolean; onMade(): void }) {
  const habits = useResource(isToday ? '/habits' : null, 'habits', () => ok(rest.GET('/habits')));
  const tasks = useResource(isToday ? '/tasks' : null, 'tasks', () => ok(rest.GET('/tasks')));
  const make = useAction();
  const [made, setMade] = useState(false);
  const items = [...(habits.data?.items.map((h) => ({ type: 'habit' as const, id: h.id })) ?? []), ...(tasks.data?.items.map((task) => ({ type: 'task' as const, id: task.id })) ?? [])];
  const one = items.length === 1 && habits.data?.items.length === 1;
  const weekday = weekdayOf(date);

  const create = () =>
    void make.run(async () => {
      const routine = await ok(rest.POST('/routines', { body: { type: 'LIST', name: t('listName'), items } }));
      await ok(rest.POST('/schedules', { body: { routineId: routine.id, days: [weekday] } }));
      setMade(true);
      onMade();
    });

  return (
    <div class="empty panel" data-testid="no-routine">
      <p>
        <strong>{isToday ? t('noRoutine', { weekdays: weekdayPlural(date) }) : t('nothingOn', { day: dayLabel(date) })}</strong> {t('neverBreaks')}
      </p>
      {isToday && !made ? (
        items.length ? (
          <p>
            <button class="primary" disabled={make.busy} onClick={create}>
              {one ? t('makeListHabit', { weekdays: weekdayPlural(date) }) : items.length === 1 ? t('makeListTask', { weekdays: weekdayPlural(date) }) : t('makeList', { count: items.length, weekdays: weekdayPlural(date) })}
            </button>
          </p>
        ) : habits.data && tasks.data ? (
          <p class="muted">{t('createFirst')}</p>
        ) : null
      ) : null}
      <ErrorNote error={make.error} />
    </div>
  );
}
