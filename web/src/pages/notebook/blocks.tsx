import { useState } from 'preact/hooks';
import { Diagram } from '../../diagram/diagram';
import { api } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { BlockEditor, type BlockType } from './block-editor';
import type { BlockView, PageView } from './types';

/** A page's blocks (D11): notes and Mermaid diagrams, added, edited and deleted in place. */
export function Blocks({ page, onChanged }: { page: PageView; onChanged(): void }) {
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const [type, setType] = useState<BlockType>('text');
  const base = `/notebook/pages/${page.id}/blocks`;

  const save = (fn: () => Promise<string>) =>
    action.run(async () => {
      setMessage(await fn());
      onChanged();
      return true;
    }).then((ok) => ok ?? false);

  const add = (text: string) => save(async () => (await api.post(base, { type, text }), type === 'diagram' ? 'Diagram added.' : 'Note added.'));
  const edit = (b: BlockView, text: string) => save(async () => (await api.patch(`${base}/${b.id}`, { text }), setEditing(undefined), 'Saved.'));
  const remove = (b: BlockView) => void save(async () => (await api.del(`${base}/${b.id}`), 'Block deleted.'));

  return (
    <div class="blocks">
      {page.blocks.length === 0 ? <p class="muted">This page is empty. Write a note or draw a diagram below.</p> : null}
      {page.blocks.map((b) => (
        <article key={b.id} class="block panel" data-testid="block" data-type={b.type}>
          {editing === b.id ? (
            <BlockEditor type={b.type} initial={b.text} saveLabel="Save" busy={action.busy} onSave={(t) => edit(b, t)} onCancel={() => setEditing(undefined)} />
          ) : (
            <>
              {b.type === 'diagram' ? <Diagram source={b.text} label={`Diagram on ${page.title}`} /> : <div class="note-text">{b.text}</div>}
              <div class="row block-actions">
                <button class="small" onClick={() => setEditing(b.id)} aria-label={`Edit this ${b.type === 'diagram' ? 'diagram' : 'note'}`}>
                  Edit
                </button>
                <ConfirmButton class="small" label="Delete" question="Delete this block?" yes="Yes, delete" disabled={action.busy} onConfirm={() => remove(b)} />
              </div>
            </>
          )}
        </article>
      ))}
      <section class="panel" aria-label="Add a block">
        <h2>Add</h2>
        <div class="tabs" role="radiogroup" aria-label="Block type">
          {(['text', 'diagram'] as const).map((t) => (
            <button key={t} type="button" role="radio" aria-checked={type === t} onClick={() => setType(t)}>
              {t === 'text' ? 'Note' : 'Diagram'}
            </button>
          ))}
        </div>
        <BlockEditor key={type} type={type} saveLabel={type === 'diagram' ? 'Add diagram' : 'Add note'} busy={action.busy} onSave={add} />
      </section>
      <Status message={message} testId="blocks-status" />
      <ErrorNote error={action.error} />
    </div>
  );
}
