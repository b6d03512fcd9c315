/** A declared type on one line: whitespace collapsed, `import("…").` qualifiers and a trailing `;` dropped. */
export function printType(text: string): string {
  return text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/([([{<]) /g, '$1')
    .replace(/ ([)\]}>])/g, '$1')
    .replace(/;\s*$/, '')
    .replace(/^\| /, '')
    .trim();
}

/** The members of a top-level union (`a | b | c`), ignoring `|` inside brackets, generics and strings. */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index]!;
    if (quote !== null) {
      if (char === quote && type[index - 1] !== '\\') quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}>'.includes(char) && !(char === '>' && type[index - 1] === '=')) {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter((member) => member !== '');
}

/** The identifiers a type names, in order of first appearance (candidates for links to interface pages). */
export function typeIdentifiers(type: string): string[] {
  const withoutStrings = type.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '');
  return [...new Set(withoutStrings.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? [])];
}
