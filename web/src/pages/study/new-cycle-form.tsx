import { useState } from 'preact/hooks';
import { WEEKDAYS } from '../../dates';
import { api } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';

const dayName = (d: string) => d[0] + d.slice(1, 3).toLowerCase();

/**
 * A study cycle (D12) from what a person knows: its name, the minutes on chosen weekdays, and
 * the topics to study with how important each is; the server's planner makes the blocks.
 */
export function NewCycleForm({ onCreated }: { onCreated(name: string): void }) {
  const topics = useResource<{ items: { id: string; title: string }[] }>('/notebook/topics?limit=100', 'notebook');
  const action = useAction();
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState(60);
  const [days, setDays] = useState<Set<string>>(new Set(WEEKDAYS.slice(0, 5)));
  const [subjects, setSubjects] = useState<Map<string, number>>(new Map());

  const toggleDay = (d: string) => setDays((s) => (s.has(d) ? new Set([...s].filter((x) => x !== d)) : new Set([...s, d])));
  const setImportance = (id: string, importance: number | null) =>
    setSubjects((m) => {
      const next = new Map(m);
      if (importance === null) next.delete(id);
      else next.set(id, importance);
      return next;
    });

  const submit = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      await api.post('/study/cycles', {
        name: name.trim(),
        days: Object.fromEntries([...days].map((d) => [d.toLowerCase(), { minutes }])),
        subjects: [...subjects].map(([pageId, importance]) => ({ pageId, importance, mastery: 0 })),
      });
      onCreated(name.trim());
      setName('');
      setSubjects(new Map());
    });
  };

  const items = topics.data?.items ?? [];
  return (
    <form class="panel stack" onSubmit={submit} aria-label="New study cycle">
      <h2>New study cycle</h2>
      <label>
        Cycle name
        <input value={name} required maxLength={120} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <fieldset class="row">
        <legend>Study days</legend>
        {WEEKDAYS.map((d) => (
          <label key={d} class="inline">
            <input type="checkbox" checked={days.has(d)} onChange={() => toggleDay(d)} /> {dayName(d)}
          </label>
        ))}
      </fieldset>
      <label>
        Minutes on each study day
        <input type="number" min="5" max="1440" step="5" value={minutes} onInput={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
      </label>
      <fieldset class="stack">
        <legend>Subjects (notebook topics)</legend>
        {items.length === 0 ? <p class="muted small">Create a topic in the Notebook first: a cycle studies notebook pages.</p> : null}
        {items.map((t) => (
          <div key={t.id} class="row">
            <label class="grow">
              <input type="checkbox" checked={subjects.has(t.id)} onChange={(e) => setImportance(t.id, (e.currentTarget as HTMLInputElement).checked ? 3 : null)} /> {t.title}
            </label>
            {subjects.has(t.id) ? (
              <select aria-label={`Importance of ${t.title}`} value={subjects.get(t.id)} onChange={(e) => setImportance(t.id, Number((e.currentTarget as HTMLSelectElement).value))}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    importance {n}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        ))}
      </fieldset>
      <button type="submit" class="primary" disabled={action.busy || !name.trim() || days.size === 0 || subjects.size === 0}>
        Create cycle
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}
