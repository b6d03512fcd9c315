/** Code variant (TS/JS) and code styling resolution (SPEC §4): URL hash, then cookie, then default. */

export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];

const SOURCE_HASH = /\.(js|tsx)$/;

/** `#Demo.js` asks for JavaScript, `#Demo.tsx` for TypeScript. */
export function codeVariantFromHash(hash: string): CodeVariant | undefined {
  const match = SOURCE_HASH.exec(hash);
  if (!match) return undefined;
  return match[1] === 'js' ? 'JS' : 'TS';
}

/** `#tailwind-Demo.tsx`, `#css-Demo.js`, `#system-Demo.js` ask for a styling. */
export function codeStylingFromHash(hash: string): CodeStyling | undefined {
  if (!SOURCE_HASH.test(hash)) return undefined;
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'MUI System';
  return undefined;
}

export function resolveCodeVariant({ hash, cookie }: { hash: string; cookie: string | undefined }): CodeVariant {
  const fromCookie = CODE_VARIANTS.find((variant) => variant === cookie);
  return codeVariantFromHash(hash) ?? fromCookie ?? 'TS';
}

export function resolveCodeStyling({ hash, cookie }: { hash: string; cookie: string | undefined }): CodeStyling {
  const fromCookie = CODE_STYLINGS.find((styling) => styling === cookie);
  return codeStylingFromHash(hash) ?? fromCookie ?? 'MUI System';
}
