import { createContext, use, type Context } from 'react';

/**
 * A context whose hook throws a clear error, naming the provider, when it is
 * used outside that provider (instead of silently reading a default).
 */
export function createRequiredContext<T>(
  providerName: string,
  hookName: string,
): readonly [Context<T | null>, () => T] {
  const RequiredContext = createContext<T | null>(null);
  RequiredContext.displayName = providerName;
  function useRequiredContext(): T {
    const value = use(RequiredContext);
    if (value === null) throw new Error(`${hookName}() must be used inside <${providerName}>.`);
    return value;
  }
  return [RequiredContext, useRequiredContext] as const;
}
