import type { Schema } from '../../client/rest';
import { ConfirmButton } from '../../ui/bits';
import { SHADES } from './colours';
import { t } from './messages';

type Note = Schema<'QuickNote'>;

/** The archive: notes off the board, each can go back (first free cell) or be deleted (asks first). */
export function ArchivedNotes({ notes, busy, onRestore, onDelete }: { notes: Note[]; busy: boolean; onRestore(n: Note): void; onDelete(n: Note): void }) {
  if (!notes.length) return null;
  return (
    <section class="panel" aria-label={t('archiveTitle')}>
      <h2>{t('archiveTitle')}</h2>
      <ul class="plain">
        {notes.map((n) => (
          <li key={n.id} class="row idea-archived" data-testid="archived-note" data-note={n.text}>
            <span class="idea-swatch" style={{ background: SHADES[n.colour] }} aria-hidden="true" />
            <span class="grow">{n.text}</span>
            <button class="small" disabled={busy} aria-label={t('restoreNamed', { text: n.text })} onClick={() => onRestore(n)}>
              {t('restore')}
            </button>
            <ConfirmButton class="small" label={t('delete')} question={t('deleteQuestion', { text: n.text })} yes={t('deleteYes')} disabled={busy} onConfirm={() => onDelete(n)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
