'use client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from './cookies';
import { resolveCodeStyling, resolveCodeVariant, type CodeStyling, type CodeVariant } from './codeVariant';
import { createRequiredContext } from './requiredContext';
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE } from './storageKeys';

interface Preference<T> {
  readonly value: T;
  readonly set: (value: T) => void;
}

const [CodeVariantContext, useCodeVariant] = createRequiredContext<Preference<CodeVariant>>(
  'CodePreferencesProvider',
  'useCodeVariant',
);
const [CodeStylingContext, useCodeStyling] = createRequiredContext<Preference<CodeStyling>>(
  'CodePreferencesProvider',
  'useCodeStyling',
);
export { useCodeStyling, useCodeVariant };

/**
 * The reader's code variant (TS/JS) and code styling. Prerendered pages start
 * from the defaults; in the browser the URL hash, then the cookie, decide.
 * Every change is saved in its cookie for a year.
 */
export function CodePreferencesProvider({ children }: { children: ReactNode }) {
  const [variant, setVariant] = useState<CodeVariant>('TS');
  const [styling, setStyling] = useState<CodeStyling>('MUI System');

  useEffect(() => {
    const resolve = () => {
      const hash = window.location.hash;
      setVariant(resolveCodeVariant({ hash, cookie: readCookie(CODE_VARIANT_COOKIE) }));
      setStyling(resolveCodeStyling({ hash, cookie: readCookie(CODE_STYLING_COOKIE) }));
    };
    resolve();
    window.addEventListener('hashchange', resolve);
    return () => window.removeEventListener('hashchange', resolve);
  }, []);

  const saveVariant = useCallback((value: CodeVariant) => {
    writeCookie(CODE_VARIANT_COOKIE, value);
    setVariant(value);
  }, []);
  const saveStyling = useCallback((value: CodeStyling) => {
    writeCookie(CODE_STYLING_COOKIE, value);
    setStyling(value);
  }, []);

  const variantValue = useMemo(() => ({ value: variant, set: saveVariant }), [variant, saveVariant]);
  const stylingValue = useMemo(() => ({ value: styling, set: saveStyling }), [styling, saveStyling]);
  return (
    <CodeVariantContext value={variantValue}>
      <CodeStylingContext value={stylingValue}>{children}</CodeStylingContext>
    </CodeVariantContext>
  );
}
