import { useState } from 'preact/hooks';
import { dayLabel, weekdayOf, weekdayPlural } from '../../dates';
import { api } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';

interface Named {
  id: string;
  name: string;
}

/**
 * A day with no routine scheduled, explained (D5: it cannot break a streak), and for today a
 * way to start: a LIST routine of the person's habits and tasks, scheduled on this weekday only
 * (scheduling a day moves it away from another routine, so no other day is touched).
 */
export function NoRoutine({ date, isToday, onMade }: { date: string; isToday: boolean; onMade(): void }) {
  const habits = useResource<{ items: Named[] }>(isToday ? '/habits' : null, 'habits');
  const tasks = useResource<{ items: Named[] }>(isToday ? '/tasks' : null, 'tasks');
  const make = useAction();
  const [made, setMade] = useState(false);
  const items = [...(habits.data?.items.map((h) => ({ type: 'habit', id: h.id })) ?? []), ...(tasks.data?.items.map((t) => ({ type: 'task', id: t.id })) ?? [])];
  const one = items.length === 1 && habits.data?.items.length === 1;
  const weekday = weekdayOf(date);

  const create = () =>
    void make.run(async () => {
      const routine = await api.post<{ id: string }>('/routines', { type: 'LIST', name: 'My day', items });
      await api.post('/schedules', { routineId: routine.id, days: [weekday] });
      setMade(true);
      onMade();
    });

  return (
    <div class="empty panel" data-testid="no-routine">
      <p>
        <strong>{isToday ? `No routine is scheduled on ${weekdayPlural(date)}.` : `Nothing was scheduled on ${dayLabel(date)}.`}</strong> A day with
        nothing scheduled never breaks your streak: it simply does not count.
      </p>
      {isToday && !made ? (
        items.length ? (
          <p>
            <button class="primary" disabled={make.busy} onClick={create}>
              Make a list of {one ? 'my habit' : items.length === 1 ? 'my task' : `my ${items.length} habits and tasks`} for {weekdayPlural(date)}
            </button>
          </p>
        ) : habits.data && tasks.data ? (
          <p class="muted">Create a habit first (ask the assistant: “create a habit called Read”), then give it a place in your day here.</p>
        ) : null
      ) : null}
      <ErrorNote error={make.error} />
    </div>
  );
}
