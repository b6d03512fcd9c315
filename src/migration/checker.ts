// The "Which changes affect my code?" checker of the v8 migration pages, as pure functions: the names a
// reader's pasted code mentions, and the page sections (and generated API changes) that name them.

/** Package names (`@mui/x-data-grid-pro`), read before the identifiers so their parts do not count as names. */
const PACKAGE = /@mui\/[a-z0-9-]+/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Too common in any code (keywords, React, generic words) to point at one change. */
const COMMON = new Set(
  (
    'abstract any as async await boolean break case catch class const constructor continue debugger declare default ' +
    'delete do else enum export extends false finally for from function get if implements import in infer instanceof ' +
    'interface keyof let new null number object of package private protected public readonly return set static string ' +
    'super switch symbol this throw true try type typeof undefined unknown var void while with yield ' +
    'React react useState useEffect useMemo useCallback useRef props children key ref className style div span ' +
    'console log value values data rows columns field id name label event params theme sx error true false map filter ' +
    'length current item items options index mui dependencies devDependencies version scripts'
  ).split(' '),
);

/** The distinct names a text mentions: identifiers (3 characters or more, common words aside) and `@mui/…` packages. */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [name] of text.matchAll(PACKAGE)) names.add(name);
  for (const [name] of text.replace(PACKAGE, ' ').matchAll(IDENTIFIER)) {
    if (name.length >= 3 && !COMMON.has(name)) names.add(name);
  }
  return names;
}

/** A section of the page as the checker sees it: its permalink id, its title, the code it contains. */
export interface CheckerSection {
  readonly id: string;
  readonly title: string;
  readonly code: readonly string[];
}

export interface SectionMatch {
  readonly id: string;
  readonly title: string;
  /** The names of the pasted text the section names, sorted. */
  readonly names: readonly string[];
}

/**
 * The sections that name something the pasted text uses, in page order. A name counts for a section only when at most
 * `maxSections` sections name it: a name every section shows (`DataGrid` on the Data Grid page) points at nothing.
 */
export function matchSections(pasted: string, sections: readonly CheckerSection[], maxSections = 3): SectionMatch[] {
  const used = namesIn(pasted);
  if (used.size === 0) return [];
  const namesBySection = sections.map((section) => namesIn(section.code.join('\n')));
  const sectionCount = new Map<string, number>();
  for (const names of namesBySection)
    for (const name of names) sectionCount.set(name, (sectionCount.get(name) ?? 0) + 1);
  return sections.flatMap((section, index) => {
    const names = [...namesBySection[index]!]
      .filter((name) => used.has(name) && (sectionCount.get(name) ?? 0) <= maxSections)
      .sort();
    return names.length === 0 ? [] : [{ id: section.id, title: section.title, names }];
  });
}

/** A row of the generated API changes table: its id and the v7 name it is about. */
export interface CheckerRow {
  readonly id: string;
  readonly name: string;
}

/** The rows of the generated table whose v7 name the pasted text uses. */
export function matchRows<Row extends CheckerRow>(pasted: string, rows: readonly Row[]): Row[] {
  const used = namesIn(pasted);
  return rows.filter((row) => used.has(row.name));
}
