/**
 * Server-side checks on Mermaid source (NOTES.md: Mermaid cannot be parsed in Node; the web
 * client parses it). What the server can promise: a known diagram type, bounded size, and no
 * directive that reconfigures the renderer (`%%{init`) or wires a node to a URL or a script
 * (`click`) — a diagram is text to look at, never a link or code to run.
 */
export const DIAGRAM_MAX_CHARS = 10_000;
export const DIAGRAM_MAX_LINES = 300;

/** Mermaid's diagram keywords (the type declaration on the first line). */
export const DIAGRAM_TYPES = [
  'flowchart', 'graph', 'sequenceDiagram', 'classDiagram', 'classDiagram-v2', 'stateDiagram', 'stateDiagram-v2',
  'erDiagram', 'journey', 'gantt', 'pie', 'quadrantChart', 'requirementDiagram', 'gitGraph', 'mindmap', 'timeline',
  'sankey-beta', 'xychart-beta', 'block-beta', 'packet-beta', 'kanban', 'architecture-beta', 'radar-beta',
  'C4Context', 'C4Container', 'C4Component', 'C4Dynamic', 'C4Deployment', 'zenuml',
] as const;

const TYPES = new Set<string>(DIAGRAM_TYPES);

/** Why this source is refused, or null when it passes. */
export function diagramProblem(source: string): string | null {
  if (source.length > DIAGRAM_MAX_CHARS) return `A diagram is at most ${DIAGRAM_MAX_CHARS} characters`;
  const lines = source.split(/\r\n|\r|\n/);
  if (lines.length > DIAGRAM_MAX_LINES) return `A diagram is at most ${DIAGRAM_MAX_LINES} lines`;
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  const keyword = first.split(/[\s:;{]/)[0] ?? '';
  if (!TYPES.has(keyword)) {
    return `The first line must name a Mermaid diagram type (e.g. "flowchart TD", "sequenceDiagram", "mindmap"); got "${first.slice(0, 40)}"`;
  }
  if (/%%\s*\{\s*init/i.test(source)) return '"%%{init" directives are not allowed: they reconfigure the renderer';
  // A click statement starts a statement: at a line start or after a semicolon.
  if (/(^|;)\s*click\b/im.test(source)) return '"click" statements are not allowed: a diagram cannot link out or run code';
  return null;
}
