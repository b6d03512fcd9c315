const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
}

/** Keeps Tab and Shift+Tab inside `container`; returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = visibleFocusables(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return false;
  if (event.shiftKey && document.activeElement === first) {
    last.focus();
    event.preventDefault();
    return true;
  }
  if (!event.shiftKey && document.activeElement === last) {
    first.focus();
    event.preventDefault();
    return true;
  }
  return false;
}
