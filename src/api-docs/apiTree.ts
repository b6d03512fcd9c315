import type { PageNode } from '../routing/types';
import type { ApiDoc } from './types';

/**
 * The page tree with its API leaves described by the generated documents: each page takes its
 * title, and each component page its plan, from the packages, so an upgrade updates the navigation.
 */
export function withApiDocs(tree: readonly PageNode[], docs: ReadonlyMap<string, ApiDoc>): PageNode[] {
  return tree.map((node): PageNode => {
    if (node.children) return { ...node, children: withApiDocs(node.children, docs) };
    const doc = docs.get(node.pathname);
    if (!doc || doc.kind === 'index') return node;
    // The navigation badges components only; an interface page shows its package's plan on the page.
    const plan = doc.kind === 'component' ? doc.plan : null;
    const { plan: _treePlan, ...rest } = node; // eslint-disable-line @typescript-eslint/no-unused-vars
    return { ...rest, title: doc.name, ...(plan !== null && { plan }) };
  });
}
