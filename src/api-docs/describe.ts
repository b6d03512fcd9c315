import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeHighlight } from '../markdown/rehypeHighlight';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHighlight);
const cache = new Map<string, Promise<Root>>();

/** A JSDoc description (Markdown) as HTML AST, highlighted like page code blocks; the same text compiles once. */
export function compileDescription(markdown: string): Promise<Root> {
  let compiled = cache.get(markdown);
  if (!compiled) {
    compiled = processor.run(processor.parse(markdown));
    cache.set(markdown, compiled);
  }
  return compiled;
}
