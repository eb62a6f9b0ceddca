import type { BoardView, NodeView } from './types';
import { STATUS_LABEL } from './types';
import { t } from './messages';

const W = 150;
const H = 56;
const GAP_X = 40;
const GAP_Y = 44;

const box = (n: NodeView) => ({ x: n.cell.col * (W + GAP_X), y: n.cell.row * (H + GAP_Y) });

/** Where the segment from a's centre towards b's centre leaves a's box (so arrows touch the edge). */
function exit(a: NodeView, b: NodeView): [number, number] {
  const pa = box(a);
  const pb = box(b);
  const cx = pa.x + W / 2;
  const cy = pa.y + H / 2;
  const dx = pb.x + W / 2 - cx;
  const dy = pb.y + H / 2 - cy;
  const t = Math.min(dx ? W / 2 / Math.abs(dx) : Infinity, dy ? H / 2 / Math.abs(dy) : Infinity);
  return [cx + dx * t, cy + dy * t];
}

const short = (s: string) => (s.length > 20 ? `${s.slice(0, 19)}…` : s);

/**
 * The roadmap as a simple graph: nodes on their grid cells (3 to a row, the server's layout),
 * filled by status, edges as arrows. A picture only: the list beside it carries the same facts.
 */
export function BoardGraph({ board }: { board: BoardView }) {
  if (!board.nodes.length) return null;
  const byId = new Map(board.nodes.map((n) => [n.id, n]));
  const rows = Math.max(...board.nodes.map((n) => n.cell.row)) + 1;
  const cols = Math.max(...board.nodes.map((n) => n.cell.col)) + 1;
  const width = cols * (W + GAP_X) - GAP_X + 2;
  const height = rows * (H + GAP_Y) - GAP_Y + 2;
  const summary = t('graph', { count: board.nodes.length, list: board.nodes.map((n) => `${n.title} (${STATUS_LABEL[n.status]})`).join(', ') });
  return (
    <svg class="board-graph" viewBox={`-1 -1 ${width} ${height}`} role="img" aria-label={summary} data-testid="board-graph">
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" />
        </marker>
      </defs>
      {board.edges.map((e) => {
        const a = byId.get(e.from);
        const b = byId.get(e.to);
        if (!a || !b) return null;
        const [x1, y1] = exit(a, b);
        const [x2, y2] = exit(b, a);
        return <line key={e.id} class="edge" x1={x1} y1={y1} x2={x2} y2={y2} marker-end="url(#arrow)" />;
      })}
      {board.nodes.map((n) => {
        const { x, y } = box(n);
        return (
          <g key={n.id} class={`node ${n.status} ${n.kind}`} data-testid="board-node" data-status={n.status}>
            <rect x={x} y={y} width={W} height={H} rx={n.kind === 'SECTION' ? 4 : 12} />
            <text x={x + W / 2} y={y + 24} text-anchor="middle">
              {short(n.title)}
            </text>
            <text x={x + W / 2} y={y + 42} text-anchor="middle" class="node-status">
              {STATUS_LABEL[n.status]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
