/** One line of llms.txt: a page, its Markdown URL and its description. */
export interface LlmsEntry {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly entries: readonly LlmsEntry[];
}

export interface LlmsIndexInput {
  readonly siteName: string;
  readonly summary: string;
  /** Free text between the summary and the sections. */
  readonly details: string;
  readonly sections: readonly LlmsSection[];
}

/** One line per entry, the description on one line. */
function entryLine(entry: LlmsEntry): string {
  const description = entry.description.replace(/\s+/g, ' ').trim();
  return `- [${entry.title.replace(/[[\]]/g, '\\$&')}](${entry.url})${description ? `: ${description}` : ''}`;
}

/** An llms.txt (https://llmstxt.org/): the title, a summary quote, details, then a list of links per section. */
export function llmsIndex({ siteName, summary, details, sections }: LlmsIndexInput): string {
  const parts = [`# ${siteName}`, `> ${summary.replace(/\s+/g, ' ').trim()}`, details.trim()].filter(Boolean);
  for (const section of sections) {
    if (section.entries.length > 0) parts.push(`## ${section.title}\n\n${section.entries.map(entryLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page's Markdown in one file, each page introduced by its source URL. */
export function llmsFull(pages: readonly { readonly url: string; readonly markdown: string }[]): string {
  return pages.map((page) => `<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}\n`).join('\n---\n\n');
}

/**
 * Groups pages into sections by the title of their outermost group (`Data Grid`, `Charts`…), in order of first
 * appearance; pages outside any group go to `fallback`.
 */
export function sectionsByGroup<T extends { readonly group: string | undefined }>(
  pages: readonly T[],
  toEntry: (page: T) => LlmsEntry,
  fallback: string,
): LlmsSection[] {
  const sections = new Map<string, LlmsEntry[]>();
  for (const page of pages) {
    const title = page.group ?? fallback;
    sections.set(title, [...(sections.get(title) ?? []), toEntry(page)]);
  }
  return [...sections].map(([title, entries]) => ({ title, entries }));
}
