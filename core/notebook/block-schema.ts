import { z } from 'zod';
import { idField } from '../util/fields';
import { PageRef } from './fields';
import { diagramProblem, DIAGRAM_MAX_CHARS, DIAGRAM_MAX_LINES } from './mermaid';

export const TEXT_MAX = 20_000;
/** Blocks per page: a page view returns all of them at once. */
export const MAX_BLOCKS = 500;

export const MarkdownText = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(TEXT_MAX)
  .describe(`Notes in Markdown, 1–${TEXT_MAX} characters, in the person's words where they gave them`);

export const DiagramText = z
  .string()
  .trim()
  .min(1, 'Required')
  .superRefine((s, ctx) => {
    const problem = diagramProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    `Mermaid source; the first line names the diagram type (flowchart TD, sequenceDiagram, mindmap, …); at most ${DIAGRAM_MAX_CHARS} characters and ${DIAGRAM_MAX_LINES} lines; no "click" statements and no "%%{init" directives`,
  );

export const BlockId = idField('block', 'nbb_');

export const AddNoteInput = z.object({ page: PageRef, text: MarkdownText });
export const AddDiagramInput = z.object({ page: PageRef, text: DiagramText });

export const AddBlockInput = z.discriminatedUnion('type', [
  z.object({ page: PageRef, type: z.literal('text').describe('A Markdown text block'), text: MarkdownText }),
  z.object({ page: PageRef, type: z.literal('diagram').describe('A Mermaid diagram block'), text: DiagramText }),
]);

/** The type stays; the new text is checked as that type's text (a diagram stays valid Mermaid). */
export const EditBlockInput = z.object({
  page: PageRef,
  block: BlockId,
  text: z.string().trim().min(1, 'Required').max(TEXT_MAX).describe('The block’s new text (Markdown, or Mermaid source for a diagram)'),
});

export const BlockInput = z.object({ page: PageRef, block: BlockId });

/** showDiagram: drawn in the chat, stored nowhere. */
export const ShowDiagramInput = z.object({ text: DiagramText });
