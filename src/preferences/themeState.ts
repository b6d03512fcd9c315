/** Colour mode, direction and density: the theme state and its actions (SPEC §4), as a pure reducer. */

export type Mode = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';

export const MODES: readonly Mode[] = ['light', 'system', 'dark'];
export const DIRECTIONS: readonly Direction[] = ['ltr', 'rtl'];

export interface ThemeState {
  readonly mode: Mode;
  readonly direction: Direction;
  readonly dense: boolean;
}

export const DEFAULT_THEME_STATE: ThemeState = { mode: 'system', direction: 'ltr', dense: false };

export type ThemeAction =
  | { readonly type: 'SET_DENSE'; readonly payload: boolean }
  | { readonly type: 'RESET_DENSITY' }
  | { readonly type: 'CHANGE'; readonly payload: { readonly paletteMode?: Mode; readonly direction?: Direction } };

/** Returns the same state object when nothing changes, so subscribers do not re-render. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense ? { ...state, dense: false } : state;
    case 'CHANGE': {
      const mode = action.payload.paletteMode ?? state.mode;
      const direction = action.payload.direction ?? state.direction;
      return mode === state.mode && direction === state.direction ? state : { ...state, mode, direction };
    }
  }
}

/** A stored mode: `light`, `dark` or `system`; anything else reads as `system`. */
export function parseMode(value: string | null | undefined): Mode {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

/** The scheme a mode shows: system follows the OS preference. */
export function resolveMode(mode: Mode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
