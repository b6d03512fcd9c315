import type { CodeStyling, CodeVariant } from '../preferences/codeVariant';

export interface DemoHash {
  readonly name: string;
  readonly variant: CodeVariant;
  readonly styling?: CodeStyling;
}

const STYLING_PREFIXES: Record<string, CodeStyling> = {
  'system-': 'MUI System',
  'tailwind-': 'Tailwind',
  'css-': 'CSS',
};

/** `#BasicGrid.js`, `#BasicGrid.tsx`, `#tailwind-Card.tsx`: which demo to open, in which variant. */
export function parseDemoHash(hash: string): DemoHash | null {
  const match = /^#?(system-|tailwind-|css-)?([A-Za-z][A-Za-z0-9]*)\.(js|tsx)$/.exec(decodeURIComponent(hash));
  if (!match) return null;
  const [, prefix, name = '', extension] = match;
  const styling = prefix === undefined ? undefined : STYLING_PREFIXES[prefix];
  return { name, variant: extension === 'js' ? 'JS' : 'TS', ...(styling && { styling }) };
}

/** The hash that links to a demo's source in a variant. */
export function demoHash(name: string, variant: CodeVariant): string {
  return `#${name}.${variant === 'JS' ? 'js' : 'tsx'}`;
}
