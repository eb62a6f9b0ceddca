import { useEffect, useState } from 'preact/hooks';
import { ok, type Schema } from '../../client/rest';
import { WEEKDAYS, type Weekday } from '../../dates';
import { rest } from '../../session';
import type { Write } from '../../use-action';
import { t } from './messages';
import { dayList, weekdayName } from './weekdays';

type Routine = Schema<'Routine'>;
type Change = Schema<'Schedule'>;

/** What a schedule write did, in words: the days, and any day it took from another routine. */
function said(routine: Routine, change: Change | undefined): string {
  if (!change) return t('unscheduled', { name: routine.name });
  const moved = change.movedFrom.map((m) => t('movedFrom', { days: dayList(m.days), routine: m.routineName ?? m.routineId }));
  return [t('scheduled', { name: routine.name, days: dayList(change.days) }), ...moved].join(' ');
}

/**
 * The weekdays a routine applies on (its schedule). One routine per weekday (DOMAIN-FACTS):
 * a day another routine had moves to this one, and the answer says so. Today's weekday is
 * marked, from the person's time zone. The days shown are the routine's own `scheduledOn`.
 */
export function ScheduleEditor({ routine, todayWeekday, write }: { routine: Routine; todayWeekday: Weekday | undefined; write: Write }) {
  const [days, setDays] = useState<Weekday[]>(routine.scheduledOn);
  const stored = routine.scheduledOn.join(',');
  useEffect(() => setDays(routine.scheduledOn), [routine.id, stored]);
  const changed = days.slice().sort().join(',') !== routine.scheduledOn.slice().sort().join(',');

  const save = () =>
    void write.write(async () => {
      const ordered = WEEKDAYS.filter((d) => days.includes(d));
      // The schedule's own id is only needed to change it: read when saving, not on every load.
      const schedule = (await ok(rest.GET('/schedules'))).items.find((s) => s.routineId === routine.id);
      let change: Change | undefined;
      if (ordered.length === 0) {
        if (schedule) await ok(rest.DELETE('/schedules/{id}', { params: { path: { id: schedule.id } } }));
      } else if (schedule) {
        change = await ok(rest.PATCH('/schedules/{id}', { params: { path: { id: schedule.id } }, body: { days: ordered } }));
      } else {
        change = await ok(rest.POST('/schedules', { body: { routineId: routine.id, days: ordered } }));
      }
      const onToday = todayWeekday && ordered.includes(todayWeekday) ? ` ${t('todayHas')}` : '';
      return `${said(routine, change)}${onToday}`;
    });

  return (
    <fieldset class="weekdays" data-testid="schedule">
      <legend>{t('schedule')}</legend>
      <div class="row">
        {WEEKDAYS.map((d) => (
          <label key={d} class="check">
            <input type="checkbox" checked={days.includes(d)} onChange={(e) => setDays((e.currentTarget as HTMLInputElement).checked ? [...days, d] : days.filter((x) => x !== d))} />{' '}
            {weekdayName(d)}
            {d === todayWeekday ? <span class="small muted"> {t('today')}</span> : null}
          </label>
        ))}
      </div>
      <button type="button" class={changed ? 'primary' : ''} disabled={write.busy || !changed} onClick={save}>
        {t('saveDays')}
      </button>
    </fieldset>
  );
}
