import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightToHast } from './highlight';

/**
 * Replaces every fenced code block with its server-side Shiki highlighting,
 * in a wrapper with a copy button (wired up by one page-level listener,
 * CodeBlockCopier, so code blocks cost no client JS each). The button gets
 * its text and label, in the page's language, when the page renders.
 * With `plain`, the blocks get the same wrapper around their unhighlighted
 * code: for readers of the text (the search index) that never show it.
 */
export const rehypeHighlight: Plugin<[{ plain?: boolean }?], Root> =
  ({ plain = false } = {}) =>
  async (tree) => {
    const blocks: { pre: Element; code: Element }[] = [];
    visit(tree, 'element', (node: Element) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type === 'element' && code.tagName === 'code') blocks.push({ pre: node, code });
    });
    await Promise.all(
      blocks.map(async ({ pre, code }) => {
        const classes = Array.isArray(code.properties['className']) ? code.properties['className'] : [];
        const language = classes
          .map(String)
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
        const highlighted: Element = plain
          ? { type: 'element', tagName: 'pre', properties: {}, children: [code] }
          : await highlightToHast(toString(code), language);
        const button: Element = {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['copy-code'], dataCopyCode: true },
          children: [],
        };
        pre.tagName = 'div';
        pre.properties = { className: ['code-block'], dataCodeBlock: true };
        pre.children = [{ ...highlighted, properties: { ...highlighted.properties, tabIndex: 0 } }, button];
      }),
    );
  };
