import type { Step, Suggestions } from './types';
import { KeepItem } from './keep-item';
import { keyOf } from './keys';
import { t } from './messages';

export interface Keeping {
  kept(key: string): boolean;
  toggle(key: string): void;
}

const nothing = (n: number) => (n === 0 ? <p class="muted">{t('nothingSuggested')}</p> : null);

/** One step's suggestions, each to keep or drop. */
export function StepView<S extends Step>({ step, data, keeping }: { step: S; data: Suggestions[S]; keeping: Keeping }) {
  const row = (key: string, name: string, detail?: string) => (
    <KeepItem key={key} name={name} kept={keeping.kept(key)} onToggle={() => keeping.toggle(key)}>
      {detail}
    </KeepItem>
  );
  if (step === 'categories') {
    const s = data as Suggestions['categories'];
    return (
      <>
        {nothing(s.categories.length)}
        <ul class="plain keep-list">{s.categories.map((c) => row(keyOf.category(c.name), c.name, [c.icon, c.description].filter(Boolean).join(' ') || undefined))}</ul>
      </>
    );
  }
  if (step === 'habits-tasks') {
    const s = data as Suggestions['habits-tasks'];
    const detail = (i: { category: string; importance: number; difficulty: number }) =>
      `${t('inCategory', { category: i.category })} · ${t('rating', { importance: i.importance, difficulty: i.difficulty })}`;
    return (
      <>
        {nothing(s.habits.length + s.tasks.length)}
        {s.habits.length ? (
          <>
            <h3>{t('habits')}</h3>
            <ul class="plain keep-list">{s.habits.map((h) => row(keyOf.habit(h.name), h.name, detail(h)))}</ul>
          </>
        ) : null}
        {s.tasks.length ? (
          <>
            <h3>{t('tasks')}</h3>
            <ul class="plain keep-list">{s.tasks.map((x) => row(keyOf.task(x.name), x.name, detail(x)))}</ul>
          </>
        ) : null}
      </>
    );
  }
  if (step === 'routine') {
    const s = data as Suggestions['routine'];
    return (
      <>
        <h3>{t('routineName', { name: s.name })}</h3>
        <p class="muted">{t('routineDays', { days: s.weekdays.map((d) => t(d)).join(', ') })}</p>
        {nothing(s.sections.length)}
        {s.sections.map((sec, i) => (
          <section key={`${i}:${sec.name}`} class="keep-section" aria-label={sec.name}>
            <h4>
              {sec.name} <span class="muted">{t('window', { start: sec.startTime, end: sec.endTime })}</span>
            </h4>
            <ul class="plain keep-list">
              {sec.items.map((it) =>
                row(keyOf.item(i, it.name), it.name, `${t('window', { start: it.startTime, end: it.endTime })} · ${t(it.kind === 'habit' ? 'itemHabit' : 'itemTask')}${it.isNew ? ` · ${t('newItem')}` : ''}`),
              )}
            </ul>
          </section>
        ))}
      </>
    );
  }
  const s = data as Suggestions['goals'];
  return (
    <>
      {nothing(s.goals.length)}
      <ul class="plain keep-list">
        {s.goals.map((g) =>
          row(keyOf.goal(g.name), g.name, `${t('goalLine', { target: g.targetValue, unit: g.unit, days: g.durationDays })} · ${t(`term_${g.term}`)}${g.category ? ` · ${t('inCategory', { category: g.category })}` : ''}`),
        )}
      </ul>
    </>
  );
}
