import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CodePreferencesProvider, useCodeStyling, useCodeVariant } from './CodePreferencesProvider';
import { useTranslate } from '../i18n/useTranslate';
import { DocsConfigProvider, useDocsConfig } from './DocsConfigProvider';
import { useThemeState } from './ThemeStateProvider';

function Probe({ hook }: { hook: () => unknown }) {
  const value = hook();
  return <span>{JSON.stringify(value)}</span>;
}

describe('preference contexts', () => {
  it.each([
    [useThemeState, 'useThemeState() must be used inside <ThemeStateProvider>.'],
    [useCodeVariant, 'useCodeVariant() must be used inside <CodePreferencesProvider>.'],
    [useCodeStyling, 'useCodeStyling() must be used inside <CodePreferencesProvider>.'],
    [useDocsConfig, 'useDocsConfig() must be used inside <DocsConfigProvider>.'],
  ])('throws an error naming the provider when used outside it (%#)', (hook, message) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<Probe hook={hook} />)).toThrow(message);
    consoleError.mockRestore();
  });

  it('prerenders the code preferences with their defaults (cookies are not read on the server)', () => {
    const html = renderToString(
      <CodePreferencesProvider>
        <Probe hook={() => [useCodeVariant().value, useCodeStyling().value]} />
      </CodePreferencesProvider>,
    );
    expect(html).toContain('[&quot;TS&quot;,&quot;MUI System&quot;]');
  });

  it('provides the docs configuration, and client components read their strings from it', () => {
    const html = renderToString(
      <DocsConfigProvider config={{ language: 'zh', languages: ['en', 'zh'], strings: { settings: { dark: '深色' } } }}>
        <Probe
          hook={() => [useDocsConfig().language, useTranslate()('settings.dark'), useTranslate()('settings.light')]}
        />
      </DocsConfigProvider>,
    );
    expect(html).toContain('[&quot;zh&quot;,&quot;深色&quot;,&quot;settings.light&quot;]');
  });
});
