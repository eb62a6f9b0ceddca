import { useState } from 'preact/hooks';
import { Diagram } from '../../diagram/diagram';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { BlockEditor, type BlockType } from './block-editor';
import type { BlockView, PageView } from './types';
import { t } from './messages';

/** A page's blocks (D11): notes and Mermaid diagrams, added, edited and deleted in place. */
export function Blocks({ page, onChanged }: { page: PageView; onChanged(): void }) {
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const [type, setType] = useState<BlockType>('text');
  const id = page.id;

  const save = (fn: () => Promise<string>) =>
    action.run(async () => {
      setMessage(await fn());
      onChanged();
      return true;
    }).then((ok) => ok ?? false);

  const add = (text: string) => save(async () => (await ok(rest.POST('/notebook/pages/{id}/blocks', { params: { path: { id } }, body: { type, text } })), type === 'diagram' ? t('diagramAdded') : t('noteAdded')));
  const edit = (b: BlockView, text: string) => save(async () => (await ok(rest.PATCH('/notebook/pages/{id}/blocks/{blockId}', { params: { path: { id, blockId: b.id } }, body: { text } })), setEditing(undefined), t('saved')));
  const remove = (b: BlockView) => void save(async () => (await ok(rest.DELETE('/notebook/pages/{id}/blocks/{blockId}', { params: { path: { id, blockId: b.id } } })), t('blockDeleted')));

  return (
    <div class="blocks">
      {page.blocks.length === 0 ? <p class="muted">{t('emptyPage')}</p> : null}
      {page.blocks.map((b) => (
        <article key={b.id} class="block panel" data-testid="block" data-type={b.type}>
          {editing === b.id ? (
            <BlockEditor type={b.type} initial={b.text} saveLabel={t('save')} busy={action.busy} onSave={(text) => edit(b, text)} onCancel={() => setEditing(undefined)} />
          ) : (
            <>
              {b.type === 'diagram' ? <Diagram source={b.text} label={t('diagramOn', { title: page.title })} /> : <div class="note-text">{b.text}</div>}
              <div class="row block-actions">
                <button class="small" onClick={() => setEditing(b.id)} aria-label={b.type === 'diagram' ? t('editDiagram') : t('editNote')}>
                  {t('edit')}
                </button>
                <ConfirmButton class="small" label={t('delete')} question={t('deleteBlockAsk')} yes={t('yesDelete')} disabled={action.busy} onConfirm={() => remove(b)} />
              </div>
            </>
          )}
        </article>
      ))}
      <section class="panel" aria-label={t('addBlock')}>
        <h2>{t('add')}</h2>
        <div class="tabs" role="radiogroup" aria-label={t('blockType')}>
          {(['text', 'diagram'] as const).map((kind) => (
            <button key={kind} type="button" role="radio" aria-checked={type === kind} onClick={() => setType(kind)}>
              {kind === 'text' ? t('note') : t('diagram')}
            </button>
          ))}
        </div>
        <BlockEditor key={type} type={type} saveLabel={type === 'diagram' ? t('addDiagram') : t('addNote')} busy={action.busy} onSave={add} />
      </section>
      <Status message={message} testId="blocks-status" />
      <ErrorNote error={action.error} />
    </div>
  );
}
