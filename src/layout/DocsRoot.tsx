import type { ReactNode } from 'react';
import { CodePreferencesProvider } from '../preferences/CodePreferencesProvider';
import { DocsConfigProvider } from '../preferences/DocsConfigProvider';
import { initScriptText } from '../preferences/initScript';
import { ThemeStateProvider } from '../preferences/ThemeStateProvider';
import { LANGUAGES, type Language } from '../site/languages';
import { createDocsTheme } from '../theme/createDocsTheme';
import { themeCssText } from '../theme/themeCss';
import './global.css';

const THEME_CSS = themeCssText(createDocsTheme());
const INIT_SCRIPT = initScriptText();

/**
 * What every docs page has around it: the theme's CSS variables (rendered
 * here, on the server), the script that applies the stored mode and
 * direction before first paint, and the preference providers.
 */
export function DocsRoot({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: INIT_SCRIPT }} />
      <style href="docs-theme-vars" precedence="default">
        {THEME_CSS}
      </style>
      <DocsConfigProvider config={{ language, languages: LANGUAGES }}>
        <ThemeStateProvider>
          <CodePreferencesProvider>{children}</CodePreferencesProvider>
        </ThemeStateProvider>
      </DocsConfigProvider>
    </>
  );
}
