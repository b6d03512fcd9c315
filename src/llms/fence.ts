/** A fenced code block whose fence is longer than any backtick run at the start of a line of the code. */
export function fence(code: string, info: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/^\s*(`{3,})/gm)].map((match) => match[1]?.length ?? 0));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${code.replace(/\n+$/, '')}\n${marks}`;
}

/** The language tag of a file's fence: `tsx`, `ts`, `json`, `css`… */
export function fenceLanguage(file: string): string {
  return /\.(\w+)$/.exec(file)?.[1] ?? '';
}

/** A table cell: one line, pipes escaped. */
export function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code that holds any backticks of its text. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${marks}${padded}${marks}`;
}

/** A GFM table; empty when there are no rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
