import { typeIdentifiers, unionMembers } from './printType';
import type { ApiDoc, ApiProduct } from './types';

/** Finds the API page of a name, preferring the current product's (both Data Grid and Charts have a `Toolbar`). */
export type ApiNameResolver = (name: string) => string | undefined;

export function apiNameResolver(docs: Iterable<ApiDoc>, product: ApiProduct): ApiNameResolver {
  const byName = new Map<string, string>();
  const own = new Map<string, string>();
  for (const doc of docs) {
    if (doc.kind === 'index') continue;
    if (!byName.has(doc.name)) byName.set(doc.name, doc.pathname);
    if (doc.product === product) own.set(doc.name, doc.pathname);
  }
  return (name) => own.get(name) ?? byName.get(name);
}

/** A printed type cut into text and links to the API pages of the names it mentions. */
export type TypeSegment = { readonly text: string; readonly href?: string };

export function linkTypeNames(type: string, resolve: ApiNameResolver): TypeSegment[] {
  const names = typeIdentifiers(type).filter((name) => resolve(name) !== undefined);
  if (names.length === 0) return [{ text: type }];
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  const segments: TypeSegment[] = [];
  let last = 0;
  for (const match of type.matchAll(pattern)) {
    const [name] = match;
    if (match.index > last) segments.push({ text: type.slice(last, match.index) });
    segments.push({ text: name, href: `${resolve(name)}/` });
    last = match.index + name.length;
  }
  if (last < type.length) segments.push({ text: type.slice(last) });
  return segments;
}

/** A long union shown folded: its first members, and how many more the full type holds. */
export interface FoldedType {
  readonly head: string;
  readonly hidden: number;
}

export function foldUnion(type: string, visible = 3): FoldedType | null {
  const members = unionMembers(type);
  if (members.length <= visible + 1) return null;
  return { head: members.slice(0, visible).join(' | '), hidden: members.length - visible };
}

const SITE_LINK = /\(https:\/\/mui\.com(\/x\/[^)#\s]*?)\/?(#[^)\s]*)?\)/g;
/** A root-relative link to another part of MUI's docs (`/material-ui/api/input/`): ours are all under /x/. */
const OTHER_MUI_LINK = /\]\((\/(?!x\/)[^)\s]*)\)/g;

/**
 * JSDoc Markdown ready for the site: `[[GridRowParams]]` becomes a link to its API page (or code when
 * it has none), links to MUI's docs become links to ours when we have the page, and links to other
 * parts of MUI's docs (`/material-ui/…`, root-relative in the JSDoc) point at mui.com.
 */
export function rewriteDescription(
  markdown: string,
  resolve: ApiNameResolver,
  hasPage: (pathname: string) => boolean,
): string {
  return markdown
    .replace(/\[\[(\w+)\]\]/g, (_match, name: string) => {
      const pathname = resolve(name);
      return pathname ? `[\`${name}\`](${pathname}/)` : `\`${name}\``;
    })
    .replace(OTHER_MUI_LINK, (_match, path: string) => `](https://mui.com${path})`)
    .replace(SITE_LINK, (match, pathname: string, hash: string | undefined) =>
      hasPage(pathname) ? `(${pathname}/${hash ?? ''})` : match,
    );
}
