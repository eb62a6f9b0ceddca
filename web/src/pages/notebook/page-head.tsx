import { href } from '../../router';
import { api } from '../../session';
import { ConfirmButton, ErrorNote } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useAction } from '../../use-action';
import { STATUS_LABEL, type PageView } from './types';

/** The open page's title, status (by hand, or following its board), a page inside it, delete. */
export function PageHead({ page, onChanged }: { page: PageView; onChanged(): void }) {
  const action = useAction();
  const setStatus = (value: string) => void action.run(async () => (await api.patch(`/notebook/pages/${page.id}`, { status: value === 'BOARD' ? null : value }), onChanged()));
  const addChild = async (title: string) =>
    (await action.run(async () => {
      const made = await api.post<PageView>('/notebook/pages', { title, parentId: page.id });
      location.hash = href('/notebook', made.id);
      return true;
    })) ?? false;
  const remove = () =>
    void action.run(async () => {
      await api.del(`/notebook/pages/${page.id}`);
      location.hash = page.parentId ? href('/notebook', page.parentId) : href('/notebook');
    });
  return (
    <div class="page-head-block">
      <div class="page-head">
        <h1>{page.title}</h1>
        <label class="inline">
          Status{' '}
          <select value={page.statusSource === 'BOARD' ? 'BOARD' : page.status} disabled={action.busy} onChange={(e) => setStatus((e.currentTarget as HTMLSelectElement).value)}>
            <option value="BOARD">from the board ({STATUS_LABEL[page.status]})</option>
            {(['TO_STUDY', 'STUDYING', 'DONE'] as const).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page.parentId ? (
        <p class="small">
          <a href={href('/notebook', page.parentId)}>← Up</a>
        </p>
      ) : null}
      {page.children.length ? (
        <p class="small">
          Inside:{' '}
          {page.children.map((c, i) => (
            <span key={c.id}>
              {i ? ', ' : ''}
              <a href={href('/notebook', c.id)}>{c.title}</a>
            </span>
          ))}
        </p>
      ) : null}
      <div class="row">
        <TextForm label="New page inside" button="Create page" maxLength={200} busy={action.busy} onSubmit={addChild} />
        <ConfirmButton label="Delete page" question={`Delete “${page.title}” and every page inside it?`} yes="Yes, delete" disabled={action.busy} onConfirm={remove} />
      </div>
      <ErrorNote error={action.error} />
    </div>
  );
}
