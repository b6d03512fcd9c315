/** The code of a playground's chart for the current values: what a reader copies into their app. */

export interface CodeSource {
  /** The component's name in the code (`PieChart`). */
  readonly componentName: string;
  /** The import lines shown above the element. */
  readonly imports: readonly string[];
  /** Values printed by name rather than spelled out (the data a sibling module exports). */
  readonly refs?: Readonly<Record<string, unknown>>;
}

const INDENT = '  ';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INLINE_LIMIT = 60;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function refName(value: unknown, refs: Readonly<Record<string, unknown>>): string | undefined {
  return Object.entries(refs).find(([, ref]) => ref === value)?.[0];
}

/** A value as JavaScript source, indented at `depth`; short arrays and objects stay on one line. */
export function printValue(value: unknown, refs: Readonly<Record<string, unknown>> = {}, depth = 0): string {
  const name = refName(value, refs);
  if (name !== undefined) return name;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return value.name || '() => {}';
  const pad = INDENT.repeat(depth + 1);
  const close = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => printValue(item, refs, depth + 1));
    const inline = `[${items.join(', ')}]`;
    if (inline.length <= INLINE_LIMIT && !inline.includes('\n')) return inline;
    return `[\n${items.map((item) => `${pad}${item},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${printValue(item, refs, depth + 1)}`);
  if (entries.length === 0) return '{}';
  const inline = `{ ${entries.join(', ')} }`;
  if (inline.length <= INLINE_LIMIT && !inline.includes('\n')) return inline;
  return `{\n${entries.map((entry) => `${pad}${entry},`).join('\n')}\n${close}}`;
}

/** One JSX attribute: `height={300}`, `layout="horizontal"`, `hideLegend`. */
function printProp(name: string, value: unknown, refs: Readonly<Record<string, unknown>>): string {
  if (value === true) return name;
  if (typeof value === 'string' && refName(value, refs) === undefined && !/["\n]/.test(value))
    return `${name}="${value}"`;
  return `${name}={${printValue(value, refs, 1)}}`;
}

/** The imports and the element, with every prop. */
export function playgroundCode(source: CodeSource, props: Readonly<Record<string, unknown>>): string {
  const refs = source.refs ?? {};
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${INDENT}${printProp(name, value, refs)}`);
  const imports = source.imports.length > 0 ? `${source.imports.join('\n')}\n\n` : '';
  return `${imports}<${source.componentName}\n${attributes.join('\n')}\n/>`;
}
