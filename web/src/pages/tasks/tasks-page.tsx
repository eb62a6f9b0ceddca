import { useState } from 'preact/hooks';
import { ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { CategoryBadges, WorthXp } from '../habits/form-bits';
import { useCategories } from '../habits/use-habits';
import { placedIds, useRoutines } from '../routines/use-routines';
import { t } from './messages';
import { TaskForm, type TaskBody } from './task-form';
import { useTasks } from './use-tasks';

type Task = Schema<'Task'>;

/** Tasks managed by hand (D1): create, edit, delete (asks first), categories, what a check pays. */
export function TasksPage() {
  const tasks = useTasks();
  const categories = useCategories();
  const routines = useRoutines();
  const write = useWrite(() => tasks.reload());
  const [editing, setEditing] = useState<string>();
  const cats = categories.data?.items ?? [];
  const list = tasks.data?.items ?? [];
  const placed = placedIds(routines.data?.items ?? []);

  const create = async (body: TaskBody) => {
    const x = await ok(rest.POST('/tasks', { body }));
    await write.write(async () => `${t('added', { name: x.name })} ${t('next')}`);
  };
  const update = (task: Task) => async (body: TaskBody) => {
    const x = await ok(rest.PATCH('/tasks/{id}', { params: { path: { id: task.id } }, body }));
    setEditing(undefined);
    await write.write(async () => t('saved', { name: x.name }));
  };
  const remove = (task: Task) =>
    void write.write(async () => {
      await ok(rest.DELETE('/tasks/{id}', { params: { path: { id: task.id } } }));
      return t('deleted', { name: task.name });
    });

  return (
    <section class="page" data-page="tasks" data-loads={tasks.loads}>
      <div class="page-head">
        <h1>{t('title')}</h1>
        {tasks.data ? <span class="muted">{t('count', { count: list.length })}</span> : null}
      </div>
      <Status message={write.message} testId="tasks-status" />
      <ErrorNote error={write.error} />
      {tasks.error && !tasks.data ? <ErrorNote error={tasks.error} /> : null}
      {tasks.data && list.length === 0 ? <p class="muted empty-note">{t('empty')}</p> : null}
      <ul class="items manage-list" aria-label={t('list')}>
        {list.map((x) =>
          editing === x.id ? (
            <li key={x.id} class="editing">
              <TaskForm task={x} categories={cats} onSave={update(x)} onCancel={() => setEditing(undefined)} />
            </li>
          ) : (
            <li key={x.id} data-testid="task" data-name={x.name}>
              <div class="item-head">
                <strong class="item-name">
                  {x.icon ? `${x.icon} ` : ''}
                  {x.name}
                </strong>
                {x.oneTimeTask ? <span class="badge">{t('oneTimeBadge')}</span> : null}
                <WorthXp importance={x.importance} difficulty={x.difficulty} noCategory={x.categoryIds.length === 0} testId="task-xp" />
              </div>
              {x.description ? <p class="small muted item-text">{x.description}</p> : null}
              <p class="small muted item-text">{t('ratings', { importance: x.importance, difficulty: x.difficulty })}</p>
              <CategoryBadges ids={x.categoryIds} categories={cats} />
              <div class="row item-actions">
                <button aria-label={t('editLabel', { name: x.name })} disabled={write.busy} onClick={() => setEditing(x.id)}>
                  {t('edit')}
                </button>
                <ConfirmButton
                  label={t('delete')}
                  question={placed.has(x.id) ? t('deleteAskRoutine', { name: x.name }) : t('deleteAsk', { name: x.name })}
                  yes={t('yesDelete')}
                  disabled={write.busy}
                  onConfirm={() => remove(x)}
                />
              </div>
            </li>
          ),
        )}
      </ul>
      {categories.data ? <TaskForm categories={cats} onSave={create} /> : null}
    </section>
  );
}
