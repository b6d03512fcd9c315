import type { PageNode } from './types';

/** A page of the tree with its place in it. */
export interface PageEntry {
  readonly node: PageNode;
  /** The page URL: the node pathname with a trailing slash. */
  readonly href: string;
  readonly title: string;
  /** The groups above the page, outermost first. */
  readonly parents: readonly PageNode[];
}

export function isExternal(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}

export function isGroup(node: PageNode): boolean {
  return node.children !== undefined && node.children.length > 0;
}

/** A node is a page of this site when it is an internal leaf that is not a link to a section. */
export function isPage(node: PageNode): boolean {
  return !isGroup(node) && !isExternal(node.pathname) && !node.pathname.includes('#');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The title a node gets when it has none: the last segment with `react-`
 * stripped and dashes as spaces, first letter capitalised; API pages in PascalCase.
 */
export function titleFromPathname(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const last = (segments.at(-1) ?? '').replace(/^react-/, '');
  if (segments[0] === 'x' && segments[1] === 'api') {
    return last.split('-').map(capitalize).join('');
  }
  return capitalize(last.replace(/-/g, ' '));
}

export function pageTitle(node: PageNode): string {
  return node.title ?? titleFromPathname(node.pathname);
}

/** The URL of a page: its pathname with a trailing slash (fragments kept). */
export function pageHref(pathname: string): string {
  if (isExternal(pathname)) return pathname;
  const [path = '', hash] = pathname.split('#');
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return hash === undefined ? withSlash : `${withSlash}#${hash}`;
}

/** Every page in navigation order (depth first). */
export function flattenPages(tree: readonly PageNode[], parents: readonly PageNode[] = []): PageEntry[] {
  return tree.flatMap((node) => {
    if (isGroup(node)) return flattenPages(node.children ?? [], [...parents, node]);
    if (!isPage(node)) return [];
    return [{ node, href: pageHref(node.pathname), title: pageTitle(node), parents }];
  });
}

/** Throws when two nodes share a pathname: links and routes would be ambiguous. */
export function assertUniquePathnames(tree: readonly PageNode[]): void {
  const seen = new Set<string>();
  const visit = (nodes: readonly PageNode[]): void => {
    for (const node of nodes) {
      if (seen.has(node.pathname)) {
        throw new Error(`Page tree: the pathname "${node.pathname}" appears more than once.`);
      }
      seen.add(node.pathname);
      visit(node.children ?? []);
    }
  };
  visit(tree);
}

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The page for a canonical pathname (with or without trailing slash), or undefined. */
export function findActivePage(pages: readonly PageEntry[], pathname: string): PageEntry | undefined {
  const target = normalize(pathname);
  return pages.find((page) => page.node.pathname === target);
}

export interface Neighbours {
  readonly previous?: PageEntry;
  readonly next?: PageEntry;
}

/** The pages before and after a page in navigation order. */
export function prevNext(pages: readonly PageEntry[], pathname: string): Neighbours {
  const target = normalize(pathname);
  const index = pages.findIndex((page) => page.node.pathname === target);
  if (index === -1) return {};
  const previous = pages[index - 1];
  const next = pages[index + 1];
  return { ...(previous && { previous }), ...(next && { next }) };
}

/** The tree without the pages `keep` rejects; groups left empty disappear. */
export function pruneTree(tree: readonly PageNode[], keep: (node: PageNode) => boolean): PageNode[] {
  return tree.flatMap((node): PageNode[] => {
    if (isGroup(node)) {
      const children = pruneTree(node.children ?? [], keep);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    return keep(node) ? [node] : [];
  });
}
