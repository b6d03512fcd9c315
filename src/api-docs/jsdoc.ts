import type ts from 'typescript';

export interface JsDoc {
  readonly description: string;
  readonly default?: string;
  readonly deprecated?: string;
  readonly ignore: boolean;
  readonly params: readonly { readonly name: string; readonly description: string }[];
  readonly returns?: string;
  readonly see: readonly string[];
}

/** JSDoc display parts as Markdown: `{@link url text}` becomes a Markdown link, `{@link Name}` inline code. */
export function partsToMarkdown(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  let out = '';
  let link: string[] | null = null;
  for (const part of parts ?? []) {
    if (part.kind === 'link') {
      if (link === null) {
        link = [];
      } else {
        out += linkToMarkdown(link.join('').trim());
        link = null;
      }
    } else if (link !== null) {
      link.push(part.text);
    } else {
      out += part.text;
    }
  }
  return out.trim();
}

function linkToMarkdown(target: string): string {
  const [href = '', ...words] = target.split(/\s+/);
  if (/^https?:\/\//.test(href)) return `[${words.length > 0 ? words.join(' ') : href}](${href})`;
  return `\`${target}\``;
}

function paramFrom(parts: readonly ts.SymbolDisplayPart[] | undefined): { name: string; description: string } {
  const name = parts?.find((part) => part.kind === 'parameterName')?.text ?? '';
  const rest = (parts ?? []).filter((part) => part.kind !== 'parameterName' && part.kind !== 'space');
  return { name, description: partsToMarkdown(rest).replace(/^-\s*/, '') };
}

/** The documentation of a symbol: its comment as Markdown and the tags the reference shows. */
export function readJsDoc(symbol: ts.Symbol, checker: ts.TypeChecker): JsDoc {
  const tags = symbol.getJsDocTags(checker);
  const tagText = (name: string): string | undefined => {
    const tag = tags.find((candidate) => candidate.name === name);
    return tag === undefined ? undefined : partsToMarkdown(tag.text);
  };
  const defaultValue = tagText('default');
  const deprecated = tagText('deprecated');
  const returns = tagText('returns') ?? tagText('return');
  return {
    description: partsToMarkdown(symbol.getDocumentationComment(checker)),
    ...(defaultValue !== undefined && { default: defaultValue }),
    ...(deprecated !== undefined && { deprecated }),
    ignore: tags.some((tag) => tag.name === 'ignore' || tag.name === 'internal'),
    params: tags.filter((tag) => tag.name === 'param').map((tag) => paramFrom(tag.text)),
    ...(returns !== undefined && returns !== '' && { returns }),
    see: tags.filter((tag) => tag.name === 'see').map((tag) => partsToMarkdown(tag.text)),
  };
}

/** A component's own description without the "Demos:", "API:" and "Features:" link lists the packages carry. */
export function componentDescription(markdown: string): string {
  return markdown
    .replace(/^(Demos|API|Features):\s*\n(\s*\n)?(\s*- \[[^\n]*\n?)+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
