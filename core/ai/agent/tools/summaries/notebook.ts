import { findEdge } from '../../../../notebook/board-edges';
import type { DisconnectInput, NodeInput } from '../../../../notebook/board-schema';
import { openBoard } from '../../../../notebook/board-service';
import { findNode, nodeTitle } from '../../../../notebook/board-view';
import type { z } from 'zod';
import type { ToolContext } from '../registry';
import { line, quoted } from '../summary-text';
import { summaryWords } from '../summary-words';

/** "Remove the edge 'A' → 'B' from the board of 'Page'": the edge as the disconnect resolves it. */
export async function disconnectSummary(ctx: ToolContext, input: z.output<typeof DisconnectInput>): Promise<string> {
  const [opened, w] = await Promise.all([openBoard(ctx, input.page), summaryWords(ctx)]);
  const { page, pages, board } = opened;
  const edge = findEdge(opened, input);
  const end = (id: string) => {
    const node = board.nodes.find((n) => n.id === id);
    return quoted(node ? nodeTitle(pages, node) : id, 36);
  };
  return line(w.disconnect(end(edge.from), end(edge.to), quoted(page.title, 40)));
}

/** "Remove the node 'X' and its 2 edges from the board of 'Page'" (the page a PAGE node shows stays). */
export async function removeNodeSummary(ctx: ToolContext, input: z.output<typeof NodeInput>): Promise<string> {
  const [{ page, pages, board }, w] = await Promise.all([openBoard(ctx, input.page), summaryWords(ctx)]);
  const node = findNode(pages, board, input.node);
  const edges = board.edges.filter((e) => e.from === node.id || e.to === node.id).length;
  return line(w.removeNode(quoted(nodeTitle(pages, node), 40), edges, quoted(page.title, 56)));
}
