/**
 * Where an island's HTML waits between the server-component render and the
 * HTML render of the same page (see Island). Both renders run in one server
 * process but load their modules separately, so the map lives on globalThis.
 */
const KEY = Symbol.for('mui-docs.islands');

type Store = Map<string, string>;

export function islandStore(): Store {
  const global = globalThis as typeof globalThis & { [KEY]?: Store };
  global[KEY] ??= new Map();
  return global[KEY];
}
