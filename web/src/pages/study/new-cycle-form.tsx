import { useState } from 'preact/hooks';
import { addDays, WEEKDAYS } from '../../dates';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { formatDay } from '../../i18n/format';
import { t } from './messages';

/** `MONDAY` → "Mon" / "seg." (2026-11-30 is a Monday: the weekday's index from it). */
const dayName = (d: (typeof WEEKDAYS)[number]) => formatDay(addDays('2026-11-30', WEEKDAYS.indexOf(d)), { weekday: 'short' });

/**
 * A study cycle (D12) from what a person knows: its name, the minutes on chosen weekdays, and
 * the topics to study with how important each is; the server's planner makes the blocks.
 */
export function NewCycleForm({ onCreated }: { onCreated(name: string): void }) {
  const topics = useResource('/notebook/topics?limit=100', 'notebook', () => ok(rest.GET('/notebook/topics', { params: { query: { limit: 100 } } })));
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
      await ok(
        rest.POST('/study/cycles', {
          body: {
            name: name.trim(),
            days: Object.fromEntries([...days].map((d) => [d.toLowerCase(), { minutes }])),
            subjects: [...subjects].map(([pageId, importance]) => ({ pageId, importance, mastery: 0 })),
          },
        }),
      );
      onCreated(name.trim());
      setName('');
      setSubjects(new Map());
    });
  };

  const items = topics.data?.items ?? [];
  return (
    <form class="panel stack" onSubmit={submit} aria-label={t('newCycle')}>
      <h2>{t('newCycle')}</h2>
      <label>
        {t('cycleName')}
        <input value={name} required maxLength={120} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <fieldset class="row">
        <legend>{t('studyDays')}</legend>
        {WEEKDAYS.map((d) => (
          <label key={d} class="inline">
            <input type="checkbox" checked={days.has(d)} onChange={() => toggleDay(d)} /> {dayName(d)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('minutesEach')}
        <input type="number" min="5" max="1440" step="5" value={minutes} onInput={(e) => setMinutes(Number((e.currentTarget as HTMLInputElement).value))} />
      </label>
      <fieldset class="stack">
        <legend>{t('subjects')}</legend>
        {items.length === 0 ? <p class="muted small">{t('topicFirst')}</p> : null}
        {items.map((topic) => (
          <div key={topic.id} class="row">
            <label class="grow">
              <input type="checkbox" checked={subjects.has(topic.id)} onChange={(e) => setImportance(topic.id, (e.currentTarget as HTMLInputElement).checked ? 3 : null)} /> {topic.title}
            </label>
            {subjects.has(topic.id) ? (
              <select aria-label={t('importanceOf', { title: topic.title })} value={subjects.get(topic.id)} onChange={(e) => setImportance(topic.id, Number((e.currentTarget as HTMLSelectElement).value))}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {t('importance', { n })}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        ))}
      </fieldset>
      <button type="submit" class="primary" disabled={action.busy || !name.trim() || days.size === 0 || subjects.size === 0}>
        {t('create')}
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}
