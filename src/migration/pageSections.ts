import type { CheckerRow, CheckerSection } from './checker';

/** Sections every change section links or repeats, which would match anything: left out of the checker. */
const SUMMARY_SECTIONS = new Set(['checklist', 'which-changes-affect-your-code']);

/** A heading's own text, without the permalink `#` and the feedback button the page adds to it. */
function headingTitle(heading: Element): string {
  return [...heading.childNodes]
    .filter((node) => !(node instanceof Element && (node.matches('.heading-anchor') || node.tagName === 'BUTTON')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/**
 * The page's sections as the checker reads them: each `##`/`###` heading with its code (inline and blocks) up to
 * the next one, outside the generated table and the checker itself.
 */
export function readSections(body: Element): CheckerSection[] {
  const sections: { id: string; title: string; code: string[] }[] = [];
  for (const element of body.querySelectorAll('h2[id], h3[id], code')) {
    if (element.closest('[data-api-changes], [data-migration-checker]')) continue;
    if (element.tagName === 'CODE') {
      sections.at(-1)?.code.push(element.textContent ?? '');
    } else {
      sections.push({ id: element.id, title: headingTitle(element), code: [] });
    }
  }
  return sections.filter((section) => !SUMMARY_SECTIONS.has(section.id) && section.code.length > 0);
}

/** The generated table's rows (see ApiChanges). */
export function readRows(body: Element): (CheckerRow & { readonly owner: string })[] {
  return [...body.querySelectorAll<HTMLElement>('[data-change-name]')].map((row) => ({
    id: row.id,
    name: row.dataset['changeName'] ?? '',
    owner: row.dataset['changeOwner'] ?? '',
  }));
}
