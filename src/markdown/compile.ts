import type { Root as HastRoot } from 'hast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parseMarkdownFile, type FrontMatter } from './frontMatter';
import { rehypeHeadings, type TocEntry } from './rehypeHeadings';
import { rehypeHighlight } from './rehypeHighlight';
import { rehypeTaskLists } from './rehypeTaskLists';
import { remarkDemos, type DemoReference } from './remarkDemos';

export interface CompiledMarkdown {
  readonly frontMatter: FrontMatter;
  readonly hast: HastRoot;
  readonly toc: readonly TocEntry[];
  readonly demos: readonly DemoReference[];
}

/**
 * Compiles a Markdown page (front matter + GFM + ::demo lines) to HAST; errors name the file. `plainCode` skips the
 * syntax highlighting of code blocks (most of the cost), for readers of the text only.
 */
export async function compileMarkdown(
  source: string,
  file: string,
  { plainCode = false }: { plainCode?: boolean } = {},
): Promise<CompiledMarkdown> {
  const { frontMatter, body, bodyLineOffset } = parseMarkdownFile(source, file);
  const toc: TocEntry[] = [];
  const demos: DemoReference[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDemos(body, { file, lineOffset: bodyLineOffset }, demos))
    .use(remarkRehype)
    .use(rehypeHeadings(toc))
    .use(rehypeTaskLists)
    .use(rehypeHighlight, { plain: plainCode });
  try {
    const mdast = processor.parse(body);
    const hast = await processor.run(mdast);
    return { frontMatter, hast, toc, demos };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.startsWith(file) ? message : `${file}: ${message}`, { cause: error });
  }
}
