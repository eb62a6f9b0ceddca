import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { t } from './messages';

type Note = Schema<'QuickNote'>;

/** A full board says so (BOARD_FULL) and offers the way out: archive a note to free its cell. */
export function FullBoard({ notes, cells, busy, onArchive }: { notes: Note[]; cells: number; busy: boolean; onArchive(note: Note): void }) {
  const [id, setId] = useState('');
  const chosen = notes.find((n) => n.id === id) ?? notes[0];
  return (
    <section class="panel idea-full" role="alert" aria-label={t('fullTitle')} data-testid="board-full">
      <h2>{t('fullTitle')}</h2>
      <p>{t('full', { cells })}</p>
      <div class="row">
        <label class="inline">
          {t('toArchive')}{' '}
          <select value={chosen?.id ?? ''} onChange={(e) => setId(e.currentTarget.value)}>
            {notes.map((n) => (
              <option key={n.id} value={n.id}>
                {n.text}
              </option>
            ))}
          </select>
        </label>
        <button disabled={busy || !chosen} onClick={() => chosen && onArchive(chosen)}>
          {t('archiveToMakeRoom')}
        </button>
      </div>
    </section>
  );
}
