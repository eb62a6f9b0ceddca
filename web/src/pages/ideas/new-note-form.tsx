import { useState } from 'preact/hooks';
import type { Colour } from './colours';
import { t } from './messages';

/** Write a note; the server places it in the first free cell (the same rule as the assistant's). */
export function NewNoteForm(props: { colours: readonly Colour[]; busy: boolean; full: boolean; onAdd(note: { text: string; colour: Colour }): Promise<boolean> }) {
  const [text, setText] = useState('');
  const [colour, setColour] = useState<Colour>(props.colours[0] ?? 'yellow');
  return (
    <form
      class="panel stack"
      aria-label={t('newTitle')}
      onSubmit={async (e) => {
        e.preventDefault();
        if (text.trim() && (await props.onAdd({ text: text.trim(), colour }))) setText('');
      }}
    >
      <label>
        {t('newText')}
        <textarea rows={2} maxLength={255} required value={text} onInput={(e) => setText(e.currentTarget.value)} />
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
        <button class="primary" type="submit" disabled={props.busy || props.full || !text.trim()}>
          {t('add')}
        </button>
      </div>
    </form>
  );
}
