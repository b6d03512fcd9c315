import { COLOR_SCHEME_ATTRIBUTE, HEADER_COLORS } from '../theme/brand';
import { applyToDocument } from './domEffects';
import { DIRECTION_KEY, MODE_KEY } from './storageKeys';

export interface InitConfig {
  readonly modeKey: string;
  readonly directionKey: string;
  readonly attribute: string;
  readonly headerColors: { readonly light: string; readonly dark: string };
}

/**
 * Runs before first paint (inline at the top of <body>): applies the stored
 * colour mode and direction so a reload never shows the wrong mode. An
 * invalid stored mode reads as system. Self-contained: it is serialised.
 */
export function applyStoredPreferences(config: InitConfig, apply: typeof applyToDocument): void {
  let mode = 'system';
  let direction: 'ltr' | 'rtl' = 'ltr';
  try {
    const storedMode = window.localStorage.getItem(config.modeKey);
    if (storedMode === 'light' || storedMode === 'dark') mode = storedMode;
    if (window.localStorage.getItem(config.directionKey) === 'rtl') direction = 'rtl';
  } catch {
    // Storage unavailable (privacy settings): keep the defaults.
  }
  const dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  apply(dark ? 'dark' : 'light', direction, config.attribute, config.headerColors);
}

export const INIT_CONFIG: InitConfig = {
  modeKey: MODE_KEY,
  directionKey: DIRECTION_KEY,
  attribute: COLOR_SCHEME_ATTRIBUTE,
  headerColors: HEADER_COLORS,
};

/** The inline script text. */
export function initScriptText(): string {
  return `(${applyStoredPreferences.toString()})(${JSON.stringify(INIT_CONFIG)}, ${applyToDocument.toString()});`;
}
