/**
 * Where a page's content lives under docs/: `/x/react-data-grid/sorting` is
 * `data-grid/sorting/sorting.md`; a product root (one segment after /x/) uses
 * an `overview` folder: `/x/react-data-grid` is `data-grid/overview/overview.md`.
 */
export function contentDirFor(pathname: string): string {
  const segments = pathname
    .replace(/^\/x\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment, index) => (index === 0 ? segment.replace(/^react-/, '') : segment));
  if (segments.length === 0) throw new Error(`No content folder for "${pathname}": not a page under /x/.`);
  return segments.length === 1 ? `${segments[0]}/overview` : segments.join('/');
}

/** The Markdown file of a page, relative to docs/. */
export function contentFileFor(pathname: string): string {
  const dir = contentDirFor(pathname);
  return `${dir}/${dir.split('/').at(-1)}.md`;
}

/** The id of a demo: its page folder and its file name without extension. */
export function demoId(pageDir: string, name: string): string {
  return `${pageDir}/${name}`;
}
