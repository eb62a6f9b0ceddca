import { useState } from 'preact/hooks';
import { ok, type Schema } from '../../client/rest';
import { dayIn } from '../../dates';
import { href } from '../../router';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { usePersonZone } from '../../use-today';
import { CategoryBadges, WorthXp } from './form-bits';
import { HabitForm, type HabitBody } from './habit-form';
import { t } from './messages';
import { useCategories, useHabits } from './use-habits';

type Habit = Schema<'Habit'>;

/** The streak a check today builds on: once checked today, today already counts (DOMAIN-FACTS). */
export const streakBeforeToday = (h: Pick<Habit, 'currentStreak' | 'lastCheckDate'>, today: string | undefined) =>
  Math.max(0, h.currentStreak - (today && h.lastCheckDate === today ? 1 : 0));

/** Habits managed by hand (D1): create, edit, delete (asks first), categories, what a check pays. */
export function HabitsPage() {
  const habits = useHabits();
  const categories = useCategories();
  const write = useWrite(() => habits.reload());
  const [editing, setEditing] = useState<string>();
  const zone = usePersonZone();
  const today = zone ? dayIn(zone) : undefined;
  const cats = categories.data?.items ?? [];
  const list = habits.data?.items ?? [];

  const create = async (body: HabitBody) => {
    const h = await ok(rest.POST('/habits', { body }));
    await write.write(async () => `${t('added', { name: h.name })} ${t('next')}`);
  };
  const update = (habit: Habit) => async (body: HabitBody) => {
    const h = await ok(rest.PATCH('/habits/{id}', { params: { path: { id: habit.id } }, body }));
    setEditing(undefined);
    await write.write(async () => t('saved', { name: h.name }));
  };
  const remove = (habit: Habit) =>
    void write.write(async () => {
      await ok(rest.DELETE('/habits/{id}', { params: { path: { id: habit.id } } }));
      return t('deleted', { name: habit.name });
    });

  return (
    <section class="page" data-page="habits" data-loads={habits.loads}>
      <div class="page-head">
        <h1>{t('title')}</h1>
        {habits.data ? <span class="muted">{t('count', { count: list.length })}</span> : null}
      </div>
      <Status message={write.message} testId="habits-status" />
      <ErrorNote error={write.error} />
      {habits.error && !habits.data ? <ErrorNote error={habits.error} /> : null}
      {habits.data && list.length === 0 ? <p class="muted empty-note">{t('empty')}</p> : null}
      <ul class="items manage-list" aria-label={t('list')}>
        {list.map((h) =>
          editing === h.id ? (
            <li key={h.id} class="editing">
              <HabitForm habit={h} streak={streakBeforeToday(h, today)} categories={cats} onSave={update(h)} onCancel={() => setEditing(undefined)} />
            </li>
          ) : (
            <li key={h.id} data-testid="habit" data-name={h.name}>
              <div class="item-head">
                <strong class="item-name">
                  {h.icon ? `${h.icon} ` : ''}
                  {h.name}
                </strong>
                {h.inRoutine ? <span class="badge">{t('inRoutine')}</span> : null}
                <WorthXp importance={h.importance} difficulty={h.difficulty} streak={streakBeforeToday(h, today)} testId="habit-xp" />
              </div>
              {h.motivationalPhrase ? <p class="small muted item-text">“{h.motivationalPhrase}”</p> : null}
              <p class="small muted item-text">
                {t('ratings', { importance: h.importance, difficulty: h.difficulty })} · {t('streak', { count: h.currentStreak, best: h.bestStreak })} · {t('level', { level: h.level, xp: h.xp })}
              </p>
              <CategoryBadges ids={h.categoryIds} categories={cats} />
              <div class="row item-actions">
                <button aria-label={t('editLabel', { name: h.name })} disabled={write.busy} onClick={() => setEditing(h.id)}>
                  {t('edit')}
                </button>
                {h.inRoutine ? (
                  <span class="small muted">
                    {t('inRoutineNote')} <a href={href('/routines')}>{t('toRoutines')}</a>
                  </span>
                ) : (
                  <ConfirmButton label={t('delete')} question={t('deleteAsk', { name: h.name })} yes={t('yesDelete')} disabled={write.busy} onConfirm={() => remove(h)} />
                )}
              </div>
            </li>
          ),
        )}
      </ul>
      {categories.data ? <HabitForm categories={cats} onSave={create} /> : null}
    </section>
  );
}
