import { z } from 'zod';
import { idField } from '../util/fields';
import { MAX_NODES, NODE_KINDS } from './board';
import { PageRef, pageRef, Status, TITLE_MAX } from './fields';

export const NODE_TITLE_MAX = 120;

const NodeRef = (what: string) =>
  z.string().trim().min(1, 'Required').max(TITLE_MAX).describe(`${what}: a node on this page's board, by its id (nbn_…) or its exact title`);

const NodeTitle = z.string().trim().min(1, 'Required').max(NODE_TITLE_MAX).describe(`The node's title, 1–${NODE_TITLE_MAX} characters`);

// Reported with the other fields' errors (`when`), not only once those are fixed.
const isObject = (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null;

export const BoardInput = z.object({ page: PageRef });

export const AddNodeInput = z
  .object({
    page: PageRef,
    kind: z.enum(NODE_KINDS).describe('PAGE places another notebook page on this board; SECTION is a titled step of the roadmap'),
    title: NodeTitle.optional().describe(`SECTION only: its title, 1–${NODE_TITLE_MAX} characters (a PAGE node shows its page's title)`),
    pageId: pageRef('PAGE only: the page to place')
      .optional()
      .describe('PAGE only: the page to place, by its id or exact title; a page appears once per board and never on its own board'),
  })
  .refine((v) => v.kind !== 'SECTION' || v.title !== undefined, { path: ['title'], message: 'A SECTION node needs a title', when: isObject })
  .refine((v) => v.kind !== 'PAGE' || v.pageId !== undefined, { path: ['pageId'], message: 'A PAGE node needs the page to place', when: isObject });

export const EditNodeInput = z
  .object({
    page: PageRef,
    node: NodeRef('The node'),
    title: NodeTitle.optional().describe('SECTION only: a new title (rename a PAGE node by renaming its page)'),
    status: Status.optional(),
  })
  .refine((v) => v.title !== undefined || v.status !== undefined, { path: ['title'], message: 'Send title, status or both' });

export const NodeStatusInput = z.object({ page: PageRef, node: NodeRef('The node'), status: Status });

export const NodeInput = z.object({ page: PageRef, node: NodeRef('The node') });

export const EdgeId = idField('edge', 'nbe_');

export const ConnectInput = z.object({
  page: PageRef,
  from: NodeRef('Where the edge starts (the step before)'),
  to: NodeRef('Where it ends (the step after)'),
});

export const DisconnectInput = z
  .object({
    page: PageRef,
    edge: EdgeId.optional().describe('The edge id (nbe_…), from getStudyBoard; or send from and to instead'),
    from: NodeRef('The edge’s start').optional(),
    to: NodeRef('The edge’s end').optional(),
  })
  .refine((v) => v.edge !== undefined || (v.from !== undefined && v.to !== undefined), {
    path: ['edge'],
    message: 'Send the edge id, or both from and to',
  });

export const ReorderInput = z.object({
  page: PageRef,
  nodeIds: z
    .array(NodeRef('A node'))
    .max(MAX_NODES)
    .describe("Every node of the board exactly once, in the new order (ids or exact titles); they are laid out again three to a row"),
});
