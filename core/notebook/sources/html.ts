import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'PRE', 'BLOCKQUOTE', 'TABLE', 'TR', 'TD', 'TH', 'DD', 'DT', 'DL', 'FIGCAPTION', 'HEADER', 'FOOTER', 'ASIDE', 'MAIN']);

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/** Text with a blank line around every block element, so paragraphs survive for the chunker. */
function blockText(node: DomNode, out: string[]): void {
  if (node.nodeType === 3) {
    out.push(node.textContent ?? '');
    return;
  }
  if (node.nodeName === 'BR') out.push('\n');
  const block = BLOCKS.has(node.nodeName);
  if (block) out.push('\n\n');
  for (let i = 0; i < node.childNodes.length; i++) blockText(node.childNodes[i]!, out);
  if (block) out.push('\n\n');
}

/** The charset a page declares in a meta tag, when its Content-Type did not say. */
export function sniffCharset(head: Buffer): string | undefined {
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1];
}

export function decodeText(body: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * A page's main text (Readability, on linkedom's DOM: no browser, no scripts run) and its
 * title. Navigation, footers and ads are what Readability leaves out; a page it cannot make
 * an article of gives its body text instead of nothing.
 */
export function htmlMainText(html: string): { title?: string; text: string } {
  const { document } = parseHTML(html);
  const title = document.querySelector('title')?.textContent?.trim() || undefined;
  type ReadableDocument = ConstructorParameters<typeof Readability>[0];
  // The serializer hands back the article's DOM node itself: no HTML string to parse again.
  const article = new Readability<DomNode>(document as unknown as ReadableDocument, { serializer: (node) => node as unknown as DomNode }).parse();
  const out: string[] = [];
  if (article?.content) blockText(article.content, out);
  else {
    const { document: again } = parseHTML(html);
    for (const junk of again.querySelectorAll('script, style, noscript, template')) junk.remove();
    if (again.body) blockText(again.body as unknown as DomNode, out);
  }
  return { title: article?.title?.trim() || title, text: out.join('') };
}
