import { useState } from 'preact/hooks';
import { allPages, ok, type Schema } from '../../client/rest';
import { href } from '../../routes';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useResource } from '../../use-resource';
import { useWrite } from '../../use-action';
import { ArchivedNotes } from './archived-notes';
import { BoardGrid, place, type Cell } from './board-grid';
import type { Colour } from './colours';
import { FullBoard } from './full-board';
import { t } from './messages';
import { NewNoteForm } from './new-note-form';
import { NoteTools, type NoteAct } from './note-tools';

type Note = Schema<'QuickNote'>;

/**
 * The Ideas board (D8): the fixed grid with every note in its cell. Add (the server places it in
 * the first free cell, the rule the assistant's notes follow too), edit text and colour, move to
 * a free cell, archive and restore, delete (asks first), make a note a task or a habit. A full
 * board says so and offers archiving.
 */
export function IdeasPage() {
  const board = useResource('/quick-notes', 'quickNotes', () => ok(rest.GET('/quick-notes', { params: { query: { limit: 100 } } })));
  const archive = useResource('/quick-notes?archived=true', 'quickNotes', () =>
    allPages((cursor) => ok(rest.GET('/quick-notes', { params: { query: { archived: 'true', limit: 100, cursor } } }))),
  );
  const write = useWrite(() => Promise.all([board.reload(), archive.reload()]));
  const [selectedId, setSelectedId] = useState<string>();
  const [movingId, setMovingId] = useState<string>();
  const [link, setLink] = useState<'tasks' | 'habits'>();

  // The grid's size and palette are the server's (core/ideas/board.ts), never this page's.
  const size = board.data?.board;
  const cells = size ? size.rows * size.cols : 0;
  const notes = (board.data?.items ?? []).filter((n) => n.cell);
  const selected = notes.find((n) => n.id === selectedId);
  const moving = notes.find((n) => n.id === movingId);
  const full = (size !== undefined && notes.length >= cells) || write.error?.code === 'BOARD_FULL';

  const run = (fn: () => Promise<string>, then?: () => void) => {
    setLink(undefined);
    return write.write(fn).then((done) => {
      // A refused write (the board filled up in another tab, a note gone) reads the board again.
      if (done) then?.();
      else void Promise.all([board.reload(), archive.reload()]);
      return done;
    });
  };
  const path = (n: Note) => ({ params: { path: { id: n.id } } });

  const add = (input: { text: string; colour: Colour }) =>
    run(async () => {
      const made = await ok(rest.POST('/quick-notes', { body: input }));
      return t('added', { text: made.text, ...place(made.cell) });
    });
  const save = (n: Note, edit: { text: string; colour: Colour }) =>
    run(async () => t('saved', { text: (await ok(rest.PATCH('/quick-notes/{id}', { ...path(n), body: edit }))).text }));
  const moveTo = (n: Note, cell: Cell) =>
    run(
      async () => {
        const after = await ok(rest.POST('/quick-notes/{id}/move', { ...path(n), body: cell }));
        return t('moved', { text: after.text, ...place(after.cell ?? cell) });
      },
      () => setMovingId(undefined),
    );
  const archiveNote = (n: Note) =>
    run(
      async () => {
        await ok(rest.POST('/quick-notes/{id}/archive', path(n)));
        return t('archived', { text: n.text });
      },
      () => setSelectedId(undefined),
    );
  const remove = (n: Note) =>
    run(
      async () => {
        await ok(rest.DELETE('/quick-notes/{id}', path(n)));
        return t('deleted', { text: n.text });
      },
      () => setSelectedId((id) => (id === n.id ? undefined : id)),
    );
  const restore = (n: Note) =>
    run(async () => {
      const after = await ok(rest.POST('/quick-notes/{id}/restore', path(n)));
      return after.cell ? t('restored', { text: after.text, ...place(after.cell) }) : t('saved', { text: after.text });
    });
  const toTask = (n: Note) =>
    run(
      async () => {
        await ok(rest.POST('/quick-notes/{id}/convert-to-task', path(n)));
        return t('convertedTask', { text: n.text });
      },
      () => (setSelectedId(undefined), setLink('tasks')),
    );
  // The server converts to a task in one step; a habit is made here, then the note removed. If
  // the note is already gone (another tab converted it), the habit just made is taken back, so
  // one note never yields two things.
  const toHabit = (n: Note) =>
    run(
      async () => {
        const habit = await ok(rest.POST('/habits', { body: { name: n.text } }));
        try {
          await ok(rest.DELETE('/quick-notes/{id}', path(n)));
        } catch (err) {
          await ok(rest.DELETE('/habits/{id}', { params: { path: { id: habit.id } } })).catch(() => undefined);
          throw err;
        }
        return t('convertedHabit', { text: n.text });
      },
      () => (setSelectedId(undefined), setLink('habits')),
    );

  const act = (n: Note, what: NoteAct) => {
    if (what === 'move') setMovingId(n.id);
    else if (what === 'archive') void archiveNote(n);
    else if (what === 'delete') void remove(n);
    else if (what === 'task') void toTask(n);
    else void toHabit(n);
  };

  return (
    <section
      class="page ideas-page"
      data-page="quickNotes"
      data-loads={board.loads}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && movingId) setMovingId(undefined);
      }}
    >
      <h1>{t('title')}</h1>
      {size ? <p class="summary">{t('intro', { rows: size.rows, cols: size.cols })}</p> : null}
      <Status message={write.message} testId="ideas-status" />
      {link ? (
        <p>
          <a href={href(link === 'tasks' ? '/tasks' : '/habits')}>{t(link === 'tasks' ? 'openTasks' : 'openHabits')}</a>
        </p>
      ) : null}
      {write.error?.code !== 'BOARD_FULL' ? <ErrorNote error={write.error} /> : null}
      {board.error && !board.data ? <ErrorNote error={board.error} /> : null}
      {board.data && notes.length === 0 ? <p class="muted">{t('empty')}</p> : null}
      {full && board.data ? <FullBoard notes={notes} cells={cells} busy={write.busy} onArchive={archiveNote} /> : null}
      {moving ? <p class="notice-late">{t('moving', { text: moving.text })}</p> : null}
      {size ? (
        <>
          <p class="summary">{t('count', { count: notes.length, cells })}</p>
          <BoardGrid
            rows={size.rows}
            cols={size.cols}
            notes={notes}
            selectedId={selectedId}
            moving={moving}
            busy={write.busy}
            onSelect={(n) => (setSelectedId(n.id), setMovingId(undefined))}
            onMoveTo={(n, cell) => void moveTo(n, cell)}
          />
        </>
      ) : null}
      {selected && size ? (
        <NoteTools
          key={`${selected.id}:${selected.updatedAt}`}
          note={selected}
          colours={size.colours}
          busy={write.busy}
          moving={movingId === selected.id}
          onSave={(edit) => void save(selected, edit)}
          onAct={(what) => act(selected, what)}
          onCancelMove={() => setMovingId(undefined)}
          onClose={() => (setSelectedId(undefined), setMovingId(undefined))}
        />
      ) : board.data && notes.length ? (
        <p class="muted">{t('selectHint')}</p>
      ) : null}
      {size ? <NewNoteForm colours={size.colours} busy={write.busy} full={notes.length >= cells} onAdd={add} /> : null}
      <ArchivedNotes notes={archive.data?.items ?? []} busy={write.busy} onRestore={(n) => void restore(n)} onDelete={(n) => void remove(n)} />
    </section>
  );
}
