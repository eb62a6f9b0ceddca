// Linear walks over linkedom's DOM for the page reader (html-thread.mjs). Plain JavaScript:
// the reader thread runs it as it is (see pdf-thread.mjs for why).
//
// linkedom keeps a document as one linked list and builds a fresh `childNodes` (or `children`)
// list on every read, so code that indexes those lists per child is quadratic in the siblings:
// the first version of this walk did, and a 1 MB page of paragraphs froze the backend for 29 s
// (issue 30). These step node to node by firstChild/nextSibling/parentNode, O(1) each, in a
// loop (a page nested thousands deep cannot overflow the stack).

const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'PRE', 'BLOCKQUOTE', 'TABLE', 'TR', 'TD', 'TH', 'DD', 'DT', 'DL', 'FIGCAPTION', 'HEADER', 'FOOTER', 'ASIDE', 'MAIN']);
const ELEMENT = 1;
const TEXT = 3;

/** Every node under `root` (itself included) in document order; `enter` returning false ends the walk. */
function walk(root, enter, leave) {
  let node = root;
  let depth = 0;
  while (node) {
    if (enter(node, depth) === false) return;
    if (node.firstChild) {
      node = node.firstChild;
      depth++;
      continue;
    }
    leave(node);
    // Done with `node`: on to its next sibling, leaving every ancestor it was the last child of.
    while (node !== root && !node.nextSibling) {
      node = node.parentNode;
      depth--;
      leave(node);
    }
    node = node === root ? null : node.nextSibling;
  }
}

/** Text with a blank line around every block element, so paragraphs survive for the chunker. */
export function blockText(root) {
  const out = [];
  walk(
    root,
    (node) => {
      if (node.nodeType === TEXT) out.push(node.textContent ?? '');
      else if (node.nodeName === 'BR') out.push('\n');
      else if (BLOCKS.has(node.nodeName)) out.push('\n\n');
    },
    (node) => {
      if (BLOCKS.has(node.nodeName)) out.push('\n\n');
    },
  );
  return out.join('');
}

/** Whether the tree stays within `elements` elements and `depth` levels (it stops counting past them). */
export function withinShape(root, limits) {
  let elements = 0;
  let fits = true;
  walk(
    root,
    (node, depth) => {
      if (node.nodeType === ELEMENT) elements++;
      fits = elements <= limits.elements && depth <= limits.depth;
      return fits;
    },
    () => undefined,
  );
  return fits;
}
