import { useEffect, useState } from 'preact/hooks';
import { ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useWrite } from '../../use-action';
import type { Resource } from '../../use-resource';
import { moved } from './reorder';
import { t } from './messages';

type MicroTask = Schema<'MicroTask'>;

/**
 * An entry's micro-tasks (D6): tick, pin (pins the NAME: it comes back on every entry),
 * reorder with buttons (keyboard-first), delete, add. Each write reloads the list.
 */
export function MicroTasks({ entryId, list }: { entryId: string; list: Resource<Schema<'MicroTaskList'>> }) {
  const action = useWrite(list.reload);
  const { write } = action;
  const items = list.data?.items ?? [];
  const entry = { params: { path: { entryId } } };
  const task = (m: MicroTask) => ({ params: { path: { id: m.id } } });
  // A tick shows at once; the list read after the write (or a failure) settles it.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => setTicked(new Map()), [list.loads, action.error]);

  const toggle = (m: MicroTask, done: boolean) => {
    setTicked((was) => new Map(was).set(m.id, done));
    void write(async () => t((await ok(rest.POST('/focus/micro-tasks/{id}/toggle', { ...task(m), body: { done } }))).done ? 'ticked' : 'reopened', { name: m.name }));
  };
  const pin = (m: MicroTask) =>
    void write(async () => t((await ok(rest.POST('/focus/micro-tasks/{id}/pin', { ...task(m), body: { pinned: !m.pinned } }))).pinned ? 'pinned' : 'unpinned', { name: m.name }));
  const remove = (m: MicroTask) => void write(async () => (await ok(rest.DELETE('/focus/micro-tasks/{id}', task(m))), t(m.pinned ? 'deletedPinned' : 'deleted', { name: m.name })));
  const move = (i: number, step: -1 | 1) =>
    void write(async () => (await ok(rest.PUT('/focus/entries/{entryId}/micro-tasks/order', { ...entry, body: { ids: moved(items.map((m) => m.id), i, step) } })), t(step < 0 ? 'movedUp' : 'movedDown', { name: items[i]!.name })));
  const add = (text: string) =>
    write(async () => {
      const m = await ok(rest.POST('/focus/entries/{entryId}/micro-tasks', { ...entry, body: { name: text } }));
      return t(m.created ? 'added' : 'already', { name: m.name });
    });

  return (
    <section class="panel" aria-label={t('microTasks')}>
      <h2>{t('stepsTitle')}</h2>
      {list.data && items.length === 0 ? <p class="muted">{t('noSteps')}</p> : null}
      <ol class="micro-tasks">
        {items.map((m, i) => (
          <li key={m.id} data-testid="micro-task" data-done={String(m.done)} data-pinned={String(m.pinned)}>
            <label class="grow">
              <input type="checkbox" checked={ticked.get(m.id) ?? m.done} disabled={action.busy} onChange={(e) => toggle(m, (e.currentTarget as HTMLInputElement).checked)} />{' '}
              <span class={(ticked.get(m.id) ?? m.done) ? 'done' : ''}>{m.name}</span>
            </label>
            <button aria-pressed={m.pinned} aria-label={t(m.pinned ? 'unpinLabel' : 'pinLabel', { name: m.name })} disabled={action.busy} onClick={() => pin(m)}>
              {m.pinned ? t('pinnedButton') : t('pin')}
            </button>
            <button aria-label={t('moveUp', { name: m.name })} disabled={action.busy || i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button aria-label={t('moveDown', { name: m.name })} disabled={action.busy || i === items.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button aria-label={t('deleteLabel', { name: m.name })} disabled={action.busy} onClick={() => remove(m)}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <TextForm label={t('newStep')} button={t('addStep')} maxLength={80} busy={action.busy} onSubmit={add} />
      <Status message={action.message} testId="micro-status" />
      <ErrorNote error={action.error} />
    </section>
  );
}
