import matter from 'gray-matter';
import { PRODUCTS, type ProductId } from '../site/config';

export interface FrontMatter {
  readonly title: string;
  readonly description: string;
  /** Exported component names the page documents (used by the API reference). */
  readonly components: readonly string[];
  /** The product the page belongs to, when its URL does not say (see getProductInfoFromUrl). */
  readonly productId?: ProductId;
  /** No ads on this page (neither under the description nor under demos). */
  readonly disableAd?: true;
}

export interface ParsedMarkdown {
  readonly frontMatter: FrontMatter;
  readonly body: string;
  /** How many lines of the file come before the body (to report file line numbers). */
  readonly bodyLineOffset: number;
}

const ALLOWED_KEYS = new Set(['title', 'description', 'components', 'productId', 'disableAd']);
const PRODUCT_IDS: readonly string[] = PRODUCTS.map((product) => product.id);

/** Splits a Markdown file into validated front matter and body; errors name the file. */
export function parseMarkdownFile(source: string, file: string): ParsedMarkdown {
  const { data, content } = matter(source);
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  for (const key of Object.keys(data)) {
    if (!ALLOWED_KEYS.has(key)) fail(`unknown front matter field "${key}".`);
  }
  const { title, description, components = [], productId, disableAd } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') fail('front matter needs a "title".');
  if (typeof description !== 'string' || description.trim() === '') fail('front matter needs a "description".');
  if (!Array.isArray(components) || !components.every((name) => typeof name === 'string')) {
    fail('"components" must be a list of component names.');
  }
  if (productId !== undefined && (typeof productId !== 'string' || !PRODUCT_IDS.includes(productId))) {
    fail(`"productId" must be one of ${PRODUCT_IDS.join(', ')}.`);
  }
  if (disableAd !== undefined && typeof disableAd !== 'boolean') fail('"disableAd" must be true or false.');
  if (/^# /m.test(content.replace(/```[\s\S]*?```/g, ''))) {
    fail('the body must not contain a "# " heading: the page title comes from the front matter.');
  }
  return {
    frontMatter: {
      title: title as string,
      description: description as string,
      components: components as string[],
      ...(productId !== undefined && { productId: productId as ProductId }),
      ...(disableAd === true && { disableAd: true as const }),
    },
    body: content,
    bodyLineOffset: source.endsWith(content)
      ? source.slice(0, source.length - content.length).split('\n').length - 1
      : 0,
  };
}
