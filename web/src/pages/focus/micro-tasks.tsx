import { useEffect, useState } from 'preact/hooks';
import type { EntryMicroTasks } from '../../../../core/focus/service';
import type { MicroTask } from '../../../../core/focus/store';
import { api } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useWrite } from '../../use-action';
import type { Resource } from '../../use-resource';
import { moved } from './reorder';

/**
 * An entry's micro-tasks (D6): tick, pin (pins the NAME: it comes back on every entry),
 * reorder with buttons (keyboard-first), delete, add. Each write reloads the list.
 */
export function MicroTasks({ entryId, list }: { entryId: string; list: Resource<EntryMicroTasks> }) {
  const action = useWrite(list.reload);
  const { write } = action;
  const items = list.data?.items ?? [];
  const id = encodeURIComponent(entryId);
  // A tick shows at once; the list read after the write (or a failure) settles it.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => setTicked(new Map()), [list.loads, action.error]);

  const toggle = (m: MicroTask, done: boolean) => {
    setTicked((t) => new Map(t).set(m.id, done));
    void write(async () => ((await api.post<MicroTask>(`/focus/micro-tasks/${m.id}/toggle`, { done })).done ? `Ticked “${m.name}”.` : `“${m.name}” is open again.`));
  };
  const pin = (m: MicroTask) =>
    void write(async () => ((await api.post<MicroTask>(`/focus/micro-tasks/${m.id}/pin`, { pinned: !m.pinned })).pinned ? `Pinned “${m.name}”: it comes back on every entry you open.` : `Unpinned “${m.name}”.`));
  const remove = (m: MicroTask) => void write(async () => (await api.del(`/focus/micro-tasks/${m.id}`), `Deleted “${m.name}”${m.pinned ? ' and unpinned its name' : ''}.`));
  const move = (i: number, step: -1 | 1) =>
    void write(async () => (await api.put(`/focus/entries/${id}/micro-tasks/order`, { ids: moved(items.map((m) => m.id), i, step) }), `Moved “${items[i]!.name}” ${step < 0 ? 'up' : 'down'}.`));
  const add = (text: string) =>
    write(async () => {
      const m = await api.post<MicroTask & { created: boolean }>(`/focus/entries/${id}/micro-tasks`, { name: text });
      return m.created ? `Added “${m.name}”.` : `“${m.name}” is already on the list.`;
    });

  return (
    <section class="panel" aria-label="Micro-tasks">
      <h2>Steps</h2>
      {list.data && items.length === 0 ? <p class="muted">No steps yet: break the item into small ones.</p> : null}
      <ol class="micro-tasks">
        {items.map((m, i) => (
          <li key={m.id} data-testid="micro-task" data-done={String(m.done)} data-pinned={String(m.pinned)}>
            <label class="grow">
              <input type="checkbox" checked={ticked.get(m.id) ?? m.done} disabled={action.busy} onChange={(e) => toggle(m, (e.currentTarget as HTMLInputElement).checked)} />{' '}
              <span class={(ticked.get(m.id) ?? m.done) ? 'done' : ''}>{m.name}</span>
            </label>
            <button aria-pressed={m.pinned} aria-label={`${m.pinned ? 'Unpin' : 'Pin'} ${m.name}`} disabled={action.busy} onClick={() => pin(m)}>
              {m.pinned ? '📌 Pinned' : 'Pin'}
            </button>
            <button aria-label={`Move ${m.name} up`} disabled={action.busy || i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button aria-label={`Move ${m.name} down`} disabled={action.busy || i === items.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button aria-label={`Delete ${m.name}`} disabled={action.busy} onClick={() => remove(m)}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <TextForm label="New step" button="Add step" maxLength={80} busy={action.busy} onSubmit={add} />
      <Status message={action.message} testId="micro-status" />
      <ErrorNote error={action.error} />
    </section>
  );
}
