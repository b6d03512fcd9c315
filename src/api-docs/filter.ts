/** Lower-case letters and digits only: `checkbox sel` and `checkboxSelection` compare alike. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether an entry name matches a filter query: every word of the query appears in the name. */
export function matchesFilter(name: string, query: string): boolean {
  const target = normalize(name);
  return query
    .split(/\s+/)
    .map(normalize)
    .filter((word) => word !== '')
    .every((word) => target.includes(word));
}
