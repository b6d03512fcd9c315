import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Language } from '../site/languages';
import { fence, fenceLanguage } from './fence';
import { absoluteLink } from './urls';

/** A demo as a reader copies it: its TypeScript source (preview markers removed) and the relative modules it imports. */
export interface DemoCode {
  /** The demo's file name, `ClickToSort.tsx`. */
  readonly file: string;
  readonly code: string;
  /** Relative modules by file name (`books.ts`), in import order. */
  readonly files: Readonly<Record<string, string>>;
}

export interface GuideInput {
  readonly title: string;
  readonly description: string;
  /** The Markdown body as written (front matter removed). */
  readonly body: string;
  readonly demos: ReadonlyMap<string, DemoCode>;
  readonly origin: string;
  /** The page's absolute HTML URL, in its language. */
  readonly pageUrl: string;
  readonly language: Language;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const EXPLICIT_ID = /[ \t]*\{#[a-z0-9-]+\}[ \t]*$/;

/** A demo's source, then the modules it imports that the page has not shown yet (`books.ts` once per page). */
function demoBlock(name: string, demos: ReadonlyMap<string, DemoCode>, shown: Set<string>): string {
  const demo = demos.get(name);
  if (!demo) throw new Error(`The demo "${name}" has no source.`);
  const modules = Object.entries(demo.files)
    .map(([path, code]) => [path.replace(/^\.\//, ''), code] as const)
    .filter(([file]) => !shown.has(file));
  for (const [file] of modules) shown.add(file);
  return [
    fence(demo.code, `tsx title="${demo.file}"`),
    ...modules.map(([file, code]) => fence(code, `${fenceLanguage(file)} title="${file}"`)),
  ].join('\n\n');
}

/** What a directive line becomes: a demo its source, a widget a sentence pointing to the page (or nothing). */
function directiveText(
  name: string,
  attributes: Record<string, string | null | undefined>,
  input: GuideInput,
  shown: Set<string>,
): string {
  if (name === 'demo') return demoBlock(attributes['name'] ?? '', input.demos, shown);
  if (name === 'playground') {
    const controls = (attributes['controls'] ?? '').split(/[\s,]+/).filter(Boolean);
    return `_An interactive playground on [the page](${input.pageUrl}) tries these options: ${controls.map((control) => `\`${control}\``).join(', ')}._`;
  }
  if (name === 'api-changes') {
    return `_The table of every API change between v7 and v8 is on [the page](${input.pageUrl})._`;
  }
  // ::migration-checker matches a reader's code in the browser: nothing to read here.
  return '';
}

/** Where a link's URL is written in its source text (`[text](url "title")`, `[id]: url`), or undefined. */
function urlEdit(slice: string, offset: number, url: string, replacement: string, kind: string): Edit | undefined {
  const at = kind === 'definition' ? slice.lastIndexOf(url) : slice.lastIndexOf(`](${url}`) + 2;
  if (at < (kind === 'definition' ? 0 : 2)) return undefined;
  return { start: offset + at, end: offset + at + url.length, text: replacement };
}

function collectEdits(tree: Root, input: GuideInput): Edit[] {
  const edits: Edit[] = [];
  const shown = new Set<string>();
  const context = { origin: input.origin, pageUrl: input.pageUrl, language: input.language };
  visit(tree, (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'leafDirective') {
      const text = directiveText(node.name, node.attributes ?? {}, input, shown);
      // A line that becomes nothing takes its blank line with it.
      const blank = text === '' ? (/^\n*/.exec(input.body.slice(end))?.[0].length ?? 0) : 0;
      edits.push({ start, end: end + blank, text });
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const absolute = absoluteLink(node.url, context);
      const edit =
        absolute === node.url ? undefined : urlEdit(input.body.slice(start, end), start, node.url, absolute, node.type);
      if (edit) edits.push(edit);
    } else if (node.type === 'heading') {
      const line = input.body.slice(start, end);
      const match = EXPLICIT_ID.exec(line);
      if (match) edits.push({ start: start + match.index, end, text: '' });
    }
  });
  return edits;
}

function parse(body: string): Root {
  return unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(body);
}

/** The demos a page body places (`::demo{name="…"}`), in order: the sources guideMarkdown needs. */
export function demoNames(body: string): string[] {
  const names: string[] = [];
  visit(parse(body), 'leafDirective', (node) => {
    const name = node.attributes?.['name'];
    if (node.name === 'demo' && name) names.push(name);
  });
  return names;
}

/**
 * A guide page as Markdown for language models: its title and description, then the body as written, with each
 * `::demo` replaced by the demo's TypeScript source (and the modules it imports), widgets by a sentence or nothing,
 * explicit heading ids dropped and site links absolute.
 */
export function guideMarkdown(input: GuideInput): string {
  const tree = parse(input.body);
  const edits = collectEdits(tree, input).sort((a, b) => b.start - a.start);
  let body = input.body;
  for (const edit of edits) body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  return `# ${input.title}\n\n${input.description.trim()}\n\n${body.trim()}\n`;
}
