import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

export interface TocEntry {
  readonly id: string;
  readonly text: string;
  readonly level: 2 | 3;
}

const HEADING = /^h([2-6])$/;

const EXPLICIT_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** Drops the `{#id}` from the heading's last text. */
function removeExplicitId(node: Element): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(EXPLICIT_ID, '');
}

/**
 * Gives h2–h6 stable slug ids (or the `{#id}` that ends the heading) (unique per page) with a self-link, and records
 * h2 and h3 in `toc` for the table of contents. h2 and h3 also get a
 * "feedback on this section" button (`data-feedback-section`), which the
 * page's feedback prompt answers. Both carry the section title; their
 * labels, in the page's language, are added when the page renders.
 */
export function rehypeHeadings(toc: TocEntry[]): Plugin<[], Root> {
  return () => (tree) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      const level = HEADING.exec(node.tagName)?.[1];
      if (level === undefined) return;
      // `## 规划中的图表 {#planned-charts}`: an explicit id, so that a translated heading keeps the English anchor.
      const explicit = EXPLICIT_ID.exec(toString(node));
      if (explicit) removeExplicitId(node);
      const text = toString(node).trim();
      const id = explicit?.[1] ?? slugger.slug(text);
      node.properties['id'] = id;
      node.children = [
        ...node.children,
        {
          type: 'element',
          tagName: 'a',
          properties: { className: ['heading-anchor'], href: `#${id}`, dataSectionTitle: text },
          children: [{ type: 'text', value: '#' }],
        },
      ];
      if (level !== '2' && level !== '3') return;
      toc.push({ id, text, level: level === '2' ? 2 : 3 });
      node.children.push({
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          dataFeedbackSection: id,
          dataFeedbackTitle: text,
        },
        children: [],
      });
    });
  };
}
