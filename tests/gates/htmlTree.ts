/** Walking a parsed page (parse5), for the gates that read HTML without a browser. */
import type { DefaultTreeAdapterTypes } from 'parse5';

export type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `root` (itself included), in document order. */
export function elements(root: Node): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (isElement(node)) found.push(node);
    if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i -= 1) stack.push(node.childNodes[i]!);
  }
  return found;
}
