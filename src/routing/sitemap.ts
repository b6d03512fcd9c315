import type { PageNode } from './types';

/** One line of a page-tree listing (the format of the project's SITEMAP.txt). */
export interface SitemapEntry {
  readonly depth: number;
  readonly pathname: string;
  readonly title?: string;
  /** `plan=pro newFeature=true subheader=Main features` */
  readonly flags: string;
}

/**
 * Parses a page-tree listing: two spaces of indentation a level,
 * `pathname | Title [flags]`, `#` comments.
 */
export function parseSitemap(text: string): SitemapEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const depth = (line.length - line.trimStart().length) / 2;
      const [, body = '', flags = ''] = /^\s*(.*?)\s*(?:\[(.*)\])?$/.exec(line) ?? [];
      const [pathname = '', title] = body.split(' | ');
      return { depth, pathname, ...(title !== undefined && { title }), flags };
    });
}

function flagsOf(node: PageNode): string[] {
  return [
    node.plan && `plan=${node.plan}`,
    node.newFeature && 'newFeature=true',
    node.planned && 'planned=true',
    node.unstable && 'unstable=true',
    node.subheader && `subheader=${node.subheader}`,
  ].filter((flag): flag is string => typeof flag === 'string');
}

/** The tree as a listing: every node, depth first, with its title and flags. */
export function treeEntries(tree: readonly PageNode[], depth = 0): SitemapEntry[] {
  return tree.flatMap((node) => [
    {
      depth,
      pathname: node.pathname,
      ...(node.title !== undefined && { title: node.title }),
      flags: flagsOf(node).join(' '),
    },
    ...treeEntries(node.children ?? [], depth + 1),
  ]);
}

/**
 * Where the tree differs from a listing, line by line (empty when they
 * agree): nodes, order, nesting, titles and flags.
 */
export function sitemapDifferences(tree: readonly PageNode[], sitemap: readonly SitemapEntry[]): string[] {
  const ours = treeEntries(tree);
  const differences: string[] = [];
  const length = Math.max(ours.length, sitemap.length);
  for (let index = 0; index < length; index += 1) {
    const node = ours[index];
    const expected = sitemap[index];
    if (!node || !expected) {
      differences.push(`line ${index + 1}: ${expected ? `missing ${expected.pathname}` : `extra ${node?.pathname}`}`);
      continue;
    }
    const flags = (text: string) =>
      text
        .split(/\s+(?=\w+=)/)
        .filter(Boolean)
        .sort()
        .join(' ');
    if (node.pathname !== expected.pathname || node.depth !== expected.depth) {
      differences.push(
        `line ${index + 1}: ${node.pathname} at depth ${node.depth}, expected ${expected.pathname} at depth ${expected.depth}`,
      );
    } else if (node.title !== expected.title) {
      differences.push(
        `${node.pathname}: title ${JSON.stringify(node.title)}, expected ${JSON.stringify(expected.title)}`,
      );
    } else if (flags(node.flags) !== flags(expected.flags)) {
      differences.push(`${node.pathname}: flags "${node.flags}", expected "${expected.flags}"`);
    }
  }
  return differences;
}
