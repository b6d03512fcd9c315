import type { ReactNode } from 'react';
import { CodePreferencesProvider } from '../preferences/CodePreferencesProvider';
import { DocsConfigProvider } from '../preferences/DocsConfigProvider';
import { initScriptText } from '../preferences/initScript';
import { ThemeStateProvider } from '../preferences/ThemeStateProvider';
import { LANGUAGES, type Language } from '../site/languages';
import './global.css';

const INIT_SCRIPT = initScriptText();

/**
 * What every docs page has around it: the theme's CSS variables (a static
 * stylesheet built from the docs theme, see app/theme-vars.css), the script that applies the stored mode and
 * direction before first paint, and the preference providers.
 */
export function DocsRoot({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: INIT_SCRIPT }} />
      <link rel="stylesheet" href="/theme-vars.css" precedence="default" />
      <DocsConfigProvider config={{ language, languages: LANGUAGES }}>
        <ThemeStateProvider>
          <CodePreferencesProvider>{children}</CodePreferencesProvider>
        </ThemeStateProvider>
      </DocsConfigProvider>
    </>
  );
}
