/**
 * The controls of a props playground, derived from the types of the API reference:
 * a `boolean` becomes a switch, a union of string literals a select, a `number` a slider.
 */

/** What a `::playground` line asks for: the component's API page, its series' API page and the controls' paths. */
export interface PlaygroundReference {
  /** The component's API page in the product (`pie-chart` for /x/api/charts/pie-chart/). */
  readonly api: string;
  /** The API page of the series' type (`pie-series`), for `series.*` controls. */
  readonly series?: string;
  readonly controls: readonly string[];
}

export type ControlValue = boolean | number | string;

interface ControlBase {
  /** Where the value goes: a prop (`borderRadius`), or a key of every entry of an array prop (`series.innerRadius`). */
  readonly path: string;
  /** The type as the API reference prints it. */
  readonly type: string;
}

export type PlaygroundControl =
  | (ControlBase & { readonly kind: 'switch'; readonly default?: boolean })
  | (ControlBase & { readonly kind: 'slider'; readonly default?: number })
  | (ControlBase & { readonly kind: 'select'; readonly options: readonly string[]; readonly default?: string });

/** The members of a union at its top level (`'a' | 'b'`), ignoring bars inside brackets and quotes. */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of type) {
    const arrow = char === '>' && current.endsWith('=');
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && !arrow) depth -= 1;
    else if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  members.push(current.trim());
  return members.filter((member) => member !== '' && member !== 'undefined');
}

const STRING_LITERAL = /^'([^']*)'$|^"([^"]*)"$/;

/** The strings of a union of string literals, or null when the type is anything else. */
export function literalOptions(type: string): string[] | null {
  const members = unionMembers(type);
  const options = members.flatMap((member) => {
    const match = STRING_LITERAL.exec(member);
    return match ? [match[1] ?? match[2] ?? ''] : [];
  });
  return members.length > 1 && options.length === members.length ? options : null;
}

/** A JSDoc `@default` as a value (`'vertical'`, `0`, `true`); undefined when it is an expression. */
export function parseDefault(text: string | undefined): ControlValue | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const literal = STRING_LITERAL.exec(trimmed);
  return literal ? (literal[1] ?? literal[2]) : undefined;
}

/** The control for a member of the given type, or null when its type maps to no simple control. */
export function controlFromType(path: string, type: string, defaultText?: string): PlaygroundControl | null {
  const members = unionMembers(type);
  const fallback = parseDefault(defaultText);
  if (members.length === 1 && members[0] === 'boolean') {
    return { path, type, kind: 'switch', ...(typeof fallback === 'boolean' && { default: fallback }) };
  }
  const options = literalOptions(type);
  if (options) {
    return {
      path,
      type,
      kind: 'select',
      options,
      ...(typeof fallback === 'string' && options.includes(fallback) && { default: fallback }),
    };
  }
  if (members.includes('number')) {
    return { path, type, kind: 'slider', ...(typeof fallback === 'number' && { default: fallback }) };
  }
  return null;
}
