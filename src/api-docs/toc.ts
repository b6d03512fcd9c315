import type { Translate } from '../i18n/strings';
import type { TocEntry } from '../markdown/rehypeHeadings';
import type { ApiDoc, ApiSection } from './types';

/** The sections of an API page in order, each with the names of its entries (none for sections without entries). */
function apiSections(doc: ApiDoc): {
  section: ApiSection | 'import' | 'demos' | 'theme' | 'inheritance' | 'components' | 'interfaces';
  names: readonly string[];
}[] {
  switch (doc.kind) {
    case 'component':
      return [
        { section: 'import', names: [] },
        { section: 'demos', names: [] },
        { section: 'props', names: doc.props.map((prop) => prop.name) },
        ...(doc.slots.length > 0 ? [{ section: 'slots' as const, names: doc.slots.map((slot) => slot.name) }] : []),
        ...(doc.classes.length > 0
          ? [{ section: 'classes' as const, names: doc.classes.map((entry) => entry.key) }]
          : []),
        ...(doc.themeName ? [{ section: 'theme' as const, names: [] }] : []),
        { section: 'inheritance', names: [] },
      ];
    case 'interface': {
      const properties = doc.members.filter((member) => member.kind === 'property').map((member) => member.name);
      const methods = doc.members.filter((member) => member.kind === 'method').map((member) => member.name);
      return [
        { section: 'import', names: [] },
        ...(properties.length > 0 ? [{ section: 'properties' as const, names: properties }] : []),
        ...(methods.length > 0 ? [{ section: 'methods' as const, names: methods }] : []),
      ];
    }
    case 'index':
      return [
        ...(doc.entries.some((entry) => entry.kind === 'component')
          ? [{ section: 'components' as const, names: [] }]
          : []),
        ...(doc.entries.some((entry) => entry.kind === 'interface')
          ? [{ section: 'interfaces' as const, names: [] }]
          : []),
      ];
  }
}

/**
 * The table of contents of an API page: its sections, with the number of
 * entries of each (`Props (205)`). Entries are found with the filter and
 * reached by their permalinks: listing hundreds of names here would double
 * the weight of the largest pages and help nobody scan.
 */
export function apiToc(doc: ApiDoc, t: Translate): TocEntry[] {
  return apiSections(doc).map(({ section, names }) => ({
    id: section,
    text:
      names.length > 0
        ? t('sectionCount', { section: t(`sections.${section}`), count: names.length })
        : t(`sections.${section}`),
    level: 2 as const,
  }));
}
