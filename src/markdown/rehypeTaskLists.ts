import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/** Longer item texts are cut here: a screen reader announces the name before the item anyway. */
const MAX_LABEL = 120;

/**
 * GFM task lists (`- [ ] Upgrade the packages`) render a checkbox per item with no name of its own: each gets its
 * item's text as `aria-label`, so assistive technology (and axe) knows what it stands for.
 */
export const rehypeTaskLists: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (item: Element) => {
    if (item.tagName !== 'li') return;
    const classes = item.properties['className'];
    if (!Array.isArray(classes) || !classes.includes('task-list-item')) return;
    let checkbox: Element | undefined;
    visit(item, 'element', (node: Element) => {
      if (!checkbox && node.tagName === 'input' && node.properties['type'] === 'checkbox') checkbox = node;
    });
    if (!checkbox) return;
    const text = toString(item).replace(/\s+/g, ' ').trim();
    checkbox.properties['ariaLabel'] = text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
  });
};
