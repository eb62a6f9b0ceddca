import { href } from '../../router';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useAction } from '../../use-action';
import { STATUS_LABEL, type PageView } from './types';
import { t } from './messages';

/** The open page's title, status (by hand, or following its board), a page inside it, delete. */
export function PageHead({ page, onChanged }: { page: PageView; onChanged(): void }) {
  const action = useAction();
  const path = { params: { path: { id: page.id } } };
  // The select's values are BOARD and the page statuses.
  const setStatus = (value: string) =>
    void action.run(async () => (await ok(rest.PATCH('/notebook/pages/{id}', { ...path, body: { status: value === 'BOARD' ? null : (value as PageView['status']) } })), onChanged()));
  const addChild = async (title: string) =>
    (await action.run(async () => {
      const made = await ok(rest.POST('/notebook/pages', { body: { title, parentId: page.id } }));
      location.hash = href('/notebook', made.id);
      return true;
    })) ?? false;
  const remove = () =>
    void action.run(async () => {
      await ok(rest.DELETE('/notebook/pages/{id}', path));
      location.hash = page.parentId ? href('/notebook', page.parentId) : href('/notebook');
    });
  return (
    <div class="page-head-block">
      <div class="page-head">
        <h1>{page.title}</h1>
        <label class="inline">
          {t('status')}{' '}
          <select value={page.statusSource === 'BOARD' ? 'BOARD' : page.status} disabled={action.busy} onChange={(e) => setStatus((e.currentTarget as HTMLSelectElement).value)}>
            <option value="BOARD">{t('fromBoard', { status: STATUS_LABEL[page.status] })}</option>
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
          <a href={href('/notebook', page.parentId)}>{t('up')}</a>
        </p>
      ) : null}
      {page.children.length ? (
        <p class="small">
          {t('inside')}{' '}
          {page.children.map((c, i) => (
            <span key={c.id}>
              {i ? ', ' : ''}
              <a href={href('/notebook', c.id)}>{c.title}</a>
            </span>
          ))}
        </p>
      ) : null}
      <div class="row">
        <TextForm label={t('newPageInside')} button={t('createPage')} maxLength={200} busy={action.busy} onSubmit={addChild} />
        <ConfirmButton label={t('deletePage')} question={t('deletePageAsk', { title: page.title })} yes={t('yesDelete')} disabled={action.busy} onConfirm={remove} />
      </div>
      <ErrorNote error={action.error} />
    </div>
  );
}
