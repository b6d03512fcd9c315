'use client';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createRequiredContext } from './requiredContext';
import { getThemeStore, SERVER_SNAPSHOT, type ThemeSnapshot } from './themeStore';
import type { ThemeAction } from './themeState';

export interface ThemeStateValue extends ThemeSnapshot {
  readonly dispatch: (action: ThemeAction) => void;
  readonly setColorScheme: (name: string) => void;
}

const [ThemeStateContext, useThemeState] = createRequiredContext<ThemeStateValue>(
  'ThemeStateProvider',
  'useThemeState',
);
export { useThemeState };

const subscribe = (listener: () => void) => getThemeStore().subscribe(listener);
const getSnapshot = () => getThemeStore().getSnapshot();
const getServerSnapshot = () => SERVER_SNAPSHOT;

/** Colour mode, direction and density for the whole page, kept in step with storage, the OS and other tabs. */
export function ThemeStateProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const value = useMemo<ThemeStateValue>(
    () => ({
      ...snapshot,
      dispatch: (action) => getThemeStore().dispatch(action),
      setColorScheme: (name) => getThemeStore().setColorScheme(name),
    }),
    [snapshot],
  );
  return <ThemeStateContext value={value}>{children}</ThemeStateContext>;
}
