import { applyThemeToDocument } from './domEffects';
import { COLOR_SCHEME_KEY_PREFIX, DENSE_KEY, DIRECTION_KEY, MODE_KEY } from './storageKeys';
import {
  DEFAULT_THEME_STATE,
  parseDirection,
  parseMode,
  resolveMode,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeState';

export interface ThemeSnapshot extends ThemeState {
  /** The scheme shown now: the mode, with system resolved from the OS. */
  readonly scheme: 'light' | 'dark';
}

export interface ThemeStore {
  getSnapshot(): ThemeSnapshot;
  subscribe(listener: () => void): () => void;
  dispatch(action: ThemeAction): void;
  /** Picks the colour scheme used for light or dark; a scheme the theme lacks is logged and ignored. */
  setColorScheme(name: string): void;
}

const SCHEMES = ['light', 'dark'] as const;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}

function readState(): ThemeState {
  return {
    mode: parseMode(readStorage(MODE_KEY)),
    direction: parseDirection(readStorage(DIRECTION_KEY)),
    dense: readStorage(DENSE_KEY) === 'true',
  };
}

/**
 * The browser side of the theme state: persists to localStorage, applies
 * the document effects, follows the OS preference live and other tabs
 * through storage events.
 */
export function createThemeStore(): ThemeStore {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const listeners = new Set<() => void>();
  let state = readState();
  let snapshot: ThemeSnapshot = { ...state, scheme: resolveMode(state.mode, media.matches) };

  const publish = (next: ThemeState) => {
    const scheme = resolveMode(next.mode, media.matches);
    if (next === state && scheme === snapshot.scheme) return;
    state = next;
    snapshot = { ...next, scheme };
    applyThemeToDocument(scheme, next.direction);
    listeners.forEach((listener) => listener());
  };

  media.addEventListener('change', () => publish(state));
  window.addEventListener('storage', (event) => {
    if (event.key === null || [MODE_KEY, DIRECTION_KEY, DENSE_KEY].includes(event.key)) {
      const stored = readState();
      publish(
        stored.mode === state.mode && stored.direction === state.direction && stored.dense === state.dense
          ? state
          : stored,
      );
    }
  });
  applyThemeToDocument(snapshot.scheme, state.direction);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = themeReducer(state, action);
      if (next === state) return;
      writeStorage(MODE_KEY, next.mode);
      writeStorage(DIRECTION_KEY, next.direction);
      writeStorage(DENSE_KEY, String(next.dense));
      publish(next);
    },
    setColorScheme(name) {
      if (!(SCHEMES as readonly string[]).includes(name)) {
        console.error(`Docs theme: the colour scheme "${name}" is not defined in the theme (${SCHEMES.join(', ')}).`);
        return;
      }
      writeStorage(`${COLOR_SCHEME_KEY_PREFIX}-${name}`, name);
    },
  };
}

/** The server (and first client render) snapshot: the defaults. */
export const SERVER_SNAPSHOT: ThemeSnapshot = { ...DEFAULT_THEME_STATE, scheme: 'light' };

let pageStore: ThemeStore | undefined;

/** The page's one theme store (browser only). */
export function getThemeStore(): ThemeStore {
  pageStore ??= createThemeStore();
  return pageStore;
}
