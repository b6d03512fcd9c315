import { flattenPages, isGroup } from './pageTree';
import type { PageNode } from './types';

/** A top-level node of the navigation as a page shows it. */
export type NavigationEntry =
  /** Shown in full: the group of the current page, and top-level leaves. */
  | { readonly kind: 'tree'; readonly node: PageNode }
  /** Another product's group (without its children), as one link to its first page, where its tree is shown in full. */
  | { readonly kind: 'link'; readonly group: PageNode; readonly pathname: string };

function contains(node: PageNode, pathname: string): boolean {
  return node.pathname === pathname || (node.children ?? []).some((child) => contains(child, pathname));
}

/**
 * The navigation of one page, bounded whatever the size of the site: the
 * top-level group holding the page in full, every other group as a single
 * link to its first page. Plain links, so it works without JavaScript.
 */
export function navigationFor(tree: readonly PageNode[], activePathname: string): NavigationEntry[] {
  return tree.flatMap((node): NavigationEntry[] => {
    if (!isGroup(node) || contains(node, activePathname)) return [{ kind: 'tree', node }];
    const first = flattenPages([node])[0];
    const { children, ...group } = node;
    return first && children ? [{ kind: 'link', group, pathname: first.node.pathname }] : [];
  });
}
