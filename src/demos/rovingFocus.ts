/**
 * Toolbar keyboard model (one tab stop): arrows move between controls (mirrored
 * in right-to-left), Home and End jump to the ends. Returns the index to focus,
 * or null when the key is not a navigation key.
 */
export function nextToolbarIndex(current: number, key: string, count: number, direction: 'ltr' | 'rtl'): number | null {
  if (count === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
