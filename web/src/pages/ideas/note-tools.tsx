import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { ConfirmButton } from '../../ui/bits';
import type { Colour } from './colours';
import { t } from './messages';

type Note = Schema<'QuickNote'>;
export type NoteAct = 'move' | 'archive' | 'delete' | 'task' | 'habit';

/**
 * What can be done to the selected note: edit its text and colour, move it (the board's free
 * cells become targets), archive, delete (asks first), or turn it into a task or a habit.
 */
export function NoteTools(props: {
  note: Note;
  colours: readonly Colour[];
  busy: boolean;
  moving: boolean;
  onSave(edit: { text: string; colour: Colour }): void;
  onAct(act: NoteAct): void;
  onCancelMove(): void;
  onClose(): void;
}) {
  const { note } = props;
  const [text, setText] = useState(note.text);
  const [colour, setColour] = useState<Colour>(note.colour);
  const changed = text.trim() !== note.text || colour !== note.colour;
  return (
    <section class="panel idea-tools" aria-label={t('selectedTitle')} data-testid="idea-tools">
      <h2>{t('selectedTitle')}</h2>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && text.trim()) props.onSave({ text: text.trim(), colour });
        }}
      >
        <label>
          {t('noteText')}
          <textarea rows={3} maxLength={255} required value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <div class="row">
          <label class="inline">
            {t('colour')}{' '}
            <select value={colour} onChange={(e) => setColour(e.currentTarget.value as Colour)}>
              {props.colours.map((c) => (
                <option key={c} value={c}>
                  {t(c)}
                </option>
              ))}
            </select>
          </label>
          <button class="primary" type="submit" disabled={props.busy || !changed || !text.trim()}>
            {t('save')}
          </button>
        </div>
      </form>
      <div class="row idea-actions">
        {props.moving ? (
          <button onClick={props.onCancelMove}>{t('cancelMove')}</button>
        ) : (
          <button disabled={props.busy} onClick={() => props.onAct('move')}>
            {t('move')}
          </button>
        )}
        <button disabled={props.busy} onClick={() => props.onAct('archive')}>
          {t('archive')}
        </button>
        <button disabled={props.busy} onClick={() => props.onAct('task')}>
          {t('toTask')}
        </button>
        <button disabled={props.busy} onClick={() => props.onAct('habit')}>
          {t('toHabit')}
        </button>
        <ConfirmButton
          label={t('delete')}
          question={t('deleteQuestion', { text: note.text })}
          yes={t('deleteYes')}
          disabled={props.busy}
          onConfirm={() => props.onAct('delete')}
        />
        <button onClick={props.onClose}>{t('close')}</button>
      </div>
    </section>
  );
}
