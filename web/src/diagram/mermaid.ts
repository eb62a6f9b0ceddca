import { diagramProblem } from '../../../core/notebook/mermaid';

type Mermaid = (typeof import('mermaid'))['default'];

let loading: Promise<Mermaid> | undefined;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Mermaid is large (its diagrams, d3, layout engines): it is its own chunks, downloaded the
 * first time a diagram is on screen or checked, never for someone who has none.
 * `securityLevel: 'strict'` keeps labels as text (no HTML, no click handlers), the same
 * promise the server's checks make (core/notebook/mermaid.ts).
 */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'neutral',
      suppressErrorRendering: true,
      // Labels as SVG text, not HTML in foreignObject: the diagram is shown as an image (below).
      htmlLabels: false,
      flowchart: { htmlLabels: false },
      // The page's own font, so the text Mermaid measures here is the text the image shows.
      fontFamily: FONT,
    });
    return mermaid;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

let next = 0;

export interface DrawnDiagram {
  /** The SVG as a `data:` image: its own <style> applies inside the image document, so the
   * page's CSP keeps styles 'self', and nothing in it can run (an image runs no script). */
  src: string;
  width: number;
  height: number;
}

/** Mermaid source → an image of it (the SVG sanitised by Mermaid under the strict level). */
export async function renderDiagram(source: string): Promise<DrawnDiagram> {
  const mermaid = await loadMermaid();
  const { svg } = await mermaid.render(`beyou-diagram-${++next}`, source);
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Math.ceil(Number(box?.[1] ?? 400));
  const height = Math.ceil(Number(box?.[2] ?? 300));
  // An image needs an intrinsic size; Mermaid's root says width="100%".
  const sized = svg.replace(/^<svg([^>]*?) width="100%"/, `<svg$1 width="${width}" height="${height}"`);
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}`, width, height };
}

/**
 * Why this source would be refused or could not be drawn, or null: the server's own rules
 * first (type keyword, size, no `%%{init`, no `click`), then Mermaid's parser, which only a
 * browser can run (NOTES.md). Shown before saving.
 */
export async function diagramError(source: string): Promise<string | null> {
  const rule = diagramProblem(source.trim());
  if (rule) return rule;
  const mermaid = await loadMermaid();
  try {
    await mermaid.parse(source);
    return null;
  } catch (err) {
    return (err as Error)?.message?.split('\n').slice(0, 4).join('\n') || 'Mermaid could not read this diagram';
  }
}
