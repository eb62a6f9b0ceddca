/** Types of dom-walk.mjs: the slice of a linkedom node the walks read. */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
  parentNode: DomNode | null;
}

export declare function blockText(root: DomNode): string;
export declare function withinShape(root: DomNode, limits: { elements: number; depth: number }): boolean;
