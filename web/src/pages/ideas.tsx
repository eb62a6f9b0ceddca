import { useResource } from '../use-resource';

interface QuickNote {
  id: string;
  text: string;
  colour: string;
  cell?: { row: number; col: number } | null;
}

interface Board {
  items: QuickNote[];
  /** The grid's size, where the server says it. */
  board?: { rows: number; cols: number };
}

/** Sticky-note shades for the board's colour names; anything else is used as CSS as it is. */
const SHADES: Record<string, string> = {
  yellow: '#fff3b0',
  pink: '#ffd6e7',
  blue: '#d6e9ff',
  green: '#d9f7d6',
  orange: '#ffe0c2',
  purple: '#e9dcff',
};

/** The Ideas board, read-only: notes sit on their grid cells (D8). */
export function IdeasPage() {
  const { data, error, loads } = useResource<Board>('/quick-notes', 'quickNotes');
  const cols = data?.board?.cols ?? Math.max(4, ...(data?.items.map((n) => (n.cell ? n.cell.col + 1 : 0)) ?? []));
  return (
    <section class="page" data-page="quickNotes" data-loads={loads}>
      <h1>Ideas</h1>
      {error?.status === 404 ? <p class="muted">The Ideas board is not available on this server yet.</p> : null}
      {error && error.status !== 404 && !data ? <p class="muted">{error.message}</p> : null}
      {data && data.items.length === 0 ? <p class="muted">No ideas on the board yet.</p> : null}
      <div class="board" style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }}>
        {data?.items.map((n) => (
          <div
            key={n.id}
            class="note"
            style={{ background: SHADES[n.colour.toLowerCase()] ?? n.colour, ...(n.cell ? { gridRow: n.cell.row + 1, gridColumn: n.cell.col + 1 } : {}) }}
          >
            {n.text}
          </div>
        ))}
      </div>
    </section>
  );
}
