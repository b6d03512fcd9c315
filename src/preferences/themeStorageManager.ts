import type { StorageManager } from '@mui/system/cssVars';
import { COLOR_SCHEME_KEY_PREFIX, MODE_KEY } from './storageKeys';
import { parseMode } from './themeState';
import { getThemeStore } from './themeStore';

/**
 * Lets Material UI's ThemeProvider (around the demos) read and write the
 * colour mode through the site's theme store, so demos and the chrome never
 * disagree, even within one tab.
 */
export const themeStorageManager: StorageManager = ({ key }) => ({
  get(defaultValue: unknown) {
    const { mode } = getThemeStore().getSnapshot();
    if (key === MODE_KEY) return mode;
    if (key.startsWith(`${COLOR_SCHEME_KEY_PREFIX}-`)) return key.slice(COLOR_SCHEME_KEY_PREFIX.length + 1);
    return defaultValue;
  },
  set(value: unknown) {
    if (key === MODE_KEY)
      getThemeStore().dispatch({ type: 'CHANGE', payload: { paletteMode: parseMode(String(value)) } });
    else if (key.startsWith(`${COLOR_SCHEME_KEY_PREFIX}-`)) getThemeStore().setColorScheme(String(value));
  },
  subscribe(handler: (value: unknown) => void) {
    if (key !== MODE_KEY) return () => undefined;
    return getThemeStore().subscribe(() => handler(getThemeStore().getSnapshot().mode));
  },
});
