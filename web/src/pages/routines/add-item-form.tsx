import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { useAction } from '../../use-action';
import { FieldError, FormAlert, fieldProblem, invalidProps } from '../habits/form-bits';
import { t } from './messages';

type Habit = Schema<'Habit'>;
type Task = Schema<'Task'>;
export interface NewItem {
  kind: 'habit' | 'task';
  id: string;
  startTime?: string;
  endTime?: string;
}

/**
 * Place a habit or a task: in a section of a DAILY routine (times optional, the section's
 * window by default), or at the end of a LIST routine. The server judges the times: a time
 * outside the window comes back on the start field, and the field shows the window.
 */
export function AddItemForm({ idBase, label, window, habits, tasks, onAdd }: { idBase: string; label: string; window?: { startTime: string; endTime: string }; habits: Habit[]; tasks: Task[]; onAdd(item: NewItem): Promise<unknown> }) {
  const [choice, setChoice] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const add = useAction();
  const err = add.error;
  const windowText = window ? t('window', { start: window.startTime, end: window.endTime }) : '';
  const itemProblem = fieldProblem(err, 'habitId', t('pickItem')) ?? fieldProblem(err, 'taskId', t('pickItem'));
  const startProblem = fieldProblem(err, 'startTime', t('outside', { window: windowText }));
  const endProblem = fieldProblem(err, 'endTime', t('timeHint'));

  const submit = async (e: Event) => {
    e.preventDefault();
    const [kind, id] = choice.split(':') as ['habit' | 'task', string];
    const done = await add.run(async () => {
      await onAdd({ kind: kind ?? 'habit', id: id ?? '', ...(window && start ? { startTime: start } : {}), ...(window && end ? { endTime: end } : {}) });
      return true;
    });
    if (done) {
      setChoice('');
      setStart('');
      setEnd('');
    }
  };

  return (
    <form class="add-item form-row" noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      <label>
        {t('item')}
        <select id={`${idBase}-item`} value={choice} onChange={(e) => setChoice((e.currentTarget as HTMLSelectElement).value)} {...invalidProps(`${idBase}-item`, itemProblem)}>
          <option value="">{t('choose')}</option>
          {habits.length ? (
            <optgroup label={t('habits')}>
              {habits.map((h) => (
                <option key={h.id} value={`habit:${h.id}`}>
                  {h.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {tasks.length ? (
            <optgroup label={t('tasks')}>
              {tasks.map((x) => (
                <option key={x.id} value={`task:${x.id}`}>
                  {x.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <FieldError id={`${idBase}-item`} problem={itemProblem} />
      </label>
      {window ? (
        <>
          <label>
            {t('itemStart')}
            <input id={`${idBase}-start`} type="time" value={start} placeholder={window.startTime} onInput={(e) => setStart((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${idBase}-start`, startProblem)} />
            <FieldError id={`${idBase}-start`} problem={startProblem} />
          </label>
          <label>
            {t('itemEnd')}
            <input id={`${idBase}-end`} type="time" value={end} placeholder={window.endTime} onInput={(e) => setEnd((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${idBase}-end`, endProblem)} />
            <FieldError id={`${idBase}-end`} problem={endProblem} />
          </label>
        </>
      ) : null}
      <span class="form-action">
        <button type="submit" disabled={add.busy || !choice}>
          {t('addItem')}
        </button>
      </span>
      <FormAlert error={err} known={['habitId', 'taskId', 'startTime', 'endTime']} />
    </form>
  );
}
