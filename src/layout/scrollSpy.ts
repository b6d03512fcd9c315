/** Distance from the top of the viewport (below the sticky header) at which a heading counts as reached. */
export const SCROLL_SPY_OFFSET = 120;

/**
 * The section being read: the last heading whose top has scrolled above the
 * offset line, or the first heading while none has.
 */
export function activeHeadingId(
  headings: readonly { id: string; top: number }[],
  offset = SCROLL_SPY_OFFSET,
): string | undefined {
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}
