import { useState } from 'preact/hooks';
import { allPages, ok, type Schema } from '../../client/rest';
import { href } from '../../router';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { useResource } from '../../use-resource';
import { useCategories } from '../habits/use-habits';
import { CategoryForm, type CategoryBody } from './category-form';
import { t } from './messages';
import { usersOf, without, type CategoryUser } from './users';

type Category = Schema<'Category'>;

/** Everything that can name a category (a delete must take it off each first). */
function useCategoryUsers() {
  const page = <T,>(get: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>) => allPages(get);
  return useResource('/categories#users', ['habits', 'tasks', 'goals', 'categories'], async () => {
    const [habits, tasks, goals] = await Promise.all([
      page((cursor) => ok(rest.GET('/habits', { params: { query: { limit: 100, cursor } } }))),
      page((cursor) => ok(rest.GET('/tasks', { params: { query: { limit: 100, cursor } } }))),
      page((cursor) => ok(rest.GET('/goals', { params: { query: { archived: 'include', limit: 100, cursor } } }))),
    ]);
    return { habits: habits.items, tasks: tasks.items, goals: goals.items };
  });
}

const named = (users: CategoryUser[]) => users.map((u) => t(u.type, { name: u.name })).join(', ');

/** Take the category off `u` (its other categories stay), through the route of what it is. */
function release(u: CategoryUser, categoryId: string) {
  const params = { params: { path: { id: u.id } } };
  const body = { categoryIds: without(u, categoryId) };
  if (u.type === 'habit') return ok(rest.PATCH('/habits/{id}', { ...params, body }));
  if (u.type === 'task') return ok(rest.PATCH('/tasks/{id}', { ...params, body }));
  return ok(rest.PATCH('/goals/{id}', { ...params, body }));
}

/** Categories managed by hand (D1): create with a head start, edit, delete saying what it releases. */
export function CategoriesPage() {
  const categories = useCategories();
  const users = useCategoryUsers();
  const write = useWrite(() => Promise.all([categories.reload(), users.reload()]));
  const [editing, setEditing] = useState<string>();
  const list = categories.data?.items ?? [];
  const usersOfCategory = (c: Category) => (users.data ? usersOf(c.id, users.data) : []);

  const create = async (body: CategoryBody) => {
    const c = await ok(rest.POST('/categories', { body }));
    await write.write(async () => `${t('added', { name: c.name, level: c.level })} ${t('next')}`);
  };
  const update = (category: Category) => async (body: CategoryBody) => {
    const { experience: _fixed, ...edit } = body;
    const c = await ok(rest.PATCH('/categories/{id}', { params: { path: { id: category.id } }, body: edit }));
    setEditing(undefined);
    await write.write(async () => t('saved', { name: c.name }));
  };
  const remove = (c: Category, released: CategoryUser[]) =>
    void write.write(async () => {
      for (const u of released) await release(u, c.id);
      await ok(rest.DELETE('/categories/{id}', { params: { path: { id: c.id } } }));
      return released.length ? t('deletedReleased', { name: c.name, count: released.length }) : t('deleted', { name: c.name });
    });

  return (
    <section class="page" data-page="categories" data-loads={categories.loads}>
      <div class="page-head">
        <h1>{t('title')}</h1>
        {categories.data ? <span class="muted">{t('count', { count: list.length })}</span> : null}
      </div>
      <Status message={write.message} testId="categories-status" />
      <ErrorNote error={write.error} />
      {categories.error && !categories.data ? <ErrorNote error={categories.error} /> : null}
      {categories.data && list.length === 0 ? <p class="muted empty-note">{t('empty')}</p> : null}
      <ul class="items manage-list" aria-label={t('list')}>
        {list.map((c) => {
          const used = usersOfCategory(c);
          return editing === c.id ? (
            <li key={c.id} class="editing">
              <CategoryForm category={c} onSave={update(c)} onCancel={() => setEditing(undefined)} />
            </li>
          ) : (
            <li key={c.id} data-testid="category" data-name={c.name}>
              <div class="item-head">
                <strong class="item-name">
                  {c.icon ? `${c.icon} ` : ''}
                  {c.name}
                </strong>
                <span class="xp" data-testid="category-level">
                  {t('level', { level: c.level, xp: c.xp })}
                </span>
              </div>
              {c.description ? <p class="small muted item-text">{c.description}</p> : null}
              <p class="small muted item-text" data-testid="category-users">
                {users.data ? (used.length ? t('usedBy', { users: named(used) }) : t('unused')) : ''}
              </p>
              <div class="row item-actions">
                <button aria-label={t('editLabel', { name: c.name })} disabled={write.busy} onClick={() => setEditing(c.id)}>
                  {t('edit')}
                </button>
                <ConfirmButton
                  label={t('delete')}
                  question={
                    used.length
                      ? t('deleteAskUsed', { name: c.name, users: named(used), xp: c.xp, level: c.level })
                      : t('deleteAsk', { name: c.name, xp: c.xp, level: c.level })
                  }
                  yes={t('yesDelete')}
                  disabled={write.busy || !users.data}
                  onConfirm={() => remove(c, used)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {categories.data && list.length > 0 ? (
        <p class="small muted">
          {t('next')} <a href={href('/habits')}>{t('toHabits')}</a> · <a href={href('/tasks')}>{t('toTasks')}</a>
        </p>
      ) : null}
      <CategoryForm onSave={create} />
    </section>
  );
}
