import type { ApiSection } from './types';

/** The permalink id of an entry of an API page, e.g. `props-checkboxSelection`. */
export function apiAnchor(section: ApiSection, name: string): string {
  return `${section}-${name}`;
}
