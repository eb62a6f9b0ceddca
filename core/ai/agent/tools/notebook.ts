import { addDiagram, addNote } from '../../../notebook/blocks';
import { ShowDiagramInput } from '../../../notebook/block-schema';
import { connectNodes, disconnectNodes, reorderBoard } from '../../../notebook/board-edges';
import { addNode, editNode, getBoard, removeNode, setNodeStatus } from '../../../notebook/board-service';
import { studyOutline, studyPlanForToday } from '../../../study/today-plan';
import { parse } from '../../../util/fn';
import { withCards } from './card';
import { notebookCards } from './cards/notebook';
import { commandTool } from './define';
import { disconnectSummary, removeNodeSummary } from './summaries/notebook';
import { defineTool } from './registry';

/**
 * Results that can hold what the study tutor wrote from a page's sources (registry.ts
 * `sourceText`): the plan's flashcard fronts, a board's node titles (its roadmap sections).
 */
const FROM_SOURCES = new Set(['getStudyPlanForToday', 'getStudyBoard', 'editStudyNode', 'setStudyNodeStatus', 'reorderStudyBoard']);

const PAGE = 'Name the page by its id or its exact title (listStudyTopics lists them); on AMBIGUOUS_NAME ask which one, on NOT_FOUND offer the topics it lists.';
const NODE = 'Nodes are named by id or exact title on that board (getStudyBoard).';

/**
 * The study notebook's tools (A5): three reads, nine writers and showDiagram. Each is the
 * notebook's own command, so pages are resolved, boards checked and XP paid exactly as on
 * the screens. Sources are not here on purpose: they are added in the notebook, never from chat.
 */
export const notebookTools = withCards(notebookCards, [
  commandTool('listStudyTopics', 'read', [], 'The study notebook: every topic with the pages under it (id, title, status, parentId). Read it before naming a page.', studyOutline),
  commandTool(
    'getStudyPlanForToday',
    'read',
    [],
    "Today's study: flashcards due now per page (count and the first few), the pages being studied (STUDYING), and today's study-cycle blocks.",
    studyPlanForToday,
  ),
  commandTool('getStudyBoard', 'read', [], `A page's board, its roadmap: nodes in board order (id, kind PAGE or SECTION, title, status, cell) and edges from → to. ${PAGE}`, getBoard),
  commandTool(
    'addStudyNode',
    'write',
    ['notebook', 'profile'],
    `Add a node to a page's board: a SECTION with a title, or a PAGE (pageId: another page's id or exact title; a page appears once per board, never on its own). It takes the next free grid cell. ${PAGE}`,
    addNode,
    { approval: 'never' },
  ),
  commandTool('editStudyNode', 'write', ['notebook', 'profile'], `Rename a SECTION node or change a node's status. ${NODE} ${PAGE}`, editNode, {
    approval: 'never',
  }),
  commandTool(
    'setStudyNodeStatus',
    'write',
    ['notebook', 'profile'],
    `Set a board node to TO_STUDY, STUDYING or DONE. The page's status follows its board (all DONE → DONE, any started → STUDYING) unless set by hand; a page first reaching DONE earns 15 XP. ${NODE} ${PAGE}`,
    setNodeStatus,
    { approval: 'never' },
  ),
  commandTool(
    'connectStudyNodes',
    'write',
    ['notebook'],
    `Draw an edge from one node to another on a board (from comes before to). Refused: an edge to itself, a duplicate, or one that closes a loop. ${NODE} ${PAGE}`,
    connectNodes,
    { approval: 'never' },
  ),
  commandTool('disconnectStudyNodes', 'write', ['notebook'], `Remove an edge, by its id or by from and to. ${NODE} ${PAGE}`, disconnectNodes, {
    approval: 'always',
    summary: disconnectSummary,
  }),
  commandTool(
    'removeStudyNode',
    'write',
    ['notebook', 'profile'],
    `Remove a node and its edges from a board (the page it shows stays). Confirm first. ${NODE} ${PAGE}`,
    removeNode,
    { approval: 'always', summary: removeNodeSummary },
  ),
  commandTool('reorderStudyBoard', 'write', ['notebook'], `Put a board's nodes in a new order: send EVERY node exactly once. ${NODE} ${PAGE}`, reorderBoard, {
    approval: 'never',
  }),
  commandTool('addStudyNotes', 'write', ['notebook'], `Append Markdown notes to a page, as a new text block at the end. ${PAGE}`, addNote, { approval: 'never' }),
  commandTool('addStudyDiagram', 'write', ['notebook'], `Append a Mermaid diagram to a page as a diagram block. ${PAGE}`, addDiagram, { approval: 'never' }),
  defineTool({
    name: 'showDiagram',
    kind: 'read',
    domains: [],
    description: 'Draw a Mermaid diagram in this chat, below your answer. Saves nothing: to keep it on a page, use addStudyDiagram.',
    schema: ShowDiagramInput,
    run: async (_ctx, input) => ({ shown: true, text: parse(ShowDiagramInput, input).text }),
    // The chat shows it as a segment of its own in `done` (turn.ts).
    segment: (data) => ({ type: 'diagram', text: (data as { text: string }).text }),
  }),
].map((t) => (FROM_SOURCES.has(t.name) ? { ...t, sourceText: true as const } : t)));
