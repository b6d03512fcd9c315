import type { CodeStyling } from '../preferences/codeVariant';

/** The file suffix of each styling variant of a demo: `KpiCard.tsx`, `KpiCard.tailwind.tsx`, `KpiCard.css.tsx`. */
export const STYLING_SUFFIXES: Readonly<Record<CodeStyling, string>> = {
  'MUI System': '',
  Tailwind: '.tailwind',
  CSS: '.css',
};

/** The id of the variant to show: the reader's styling when the demo has it, else MUI System. */
export function stylingDemoId(
  id: string,
  stylings: readonly CodeStyling[],
  preferred: CodeStyling,
): { id: string; styling: CodeStyling } {
  const styling = stylings.includes(preferred) ? preferred : 'MUI System';
  return { id: `${id}${STYLING_SUFFIXES[styling]}`, styling };
}
