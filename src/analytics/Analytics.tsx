'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import { random } from '../ads/random';
import { useCodeVariant } from '../preferences/CodePreferencesProvider';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { useThemeState } from '../preferences/ThemeStateProvider';
import { trackClicks } from './clicks';
import { GA_MEASUREMENT_ID } from './config';
import { pageViewEvent, readProductMeta, userPropertiesCall } from './events';
import { gtag } from './gtag';
import { loadGtagScript, whenInteractive } from './loadGtag';
import { pageMetadataReady, whenPageMetadataReady } from './pageReady';
import { shouldReportWebVitals } from './sampling';
import { reportWebVitals } from './webVitals';

/** Bumps when the device pixel ratio (zoom, another screen) or the OS colour scheme changes. */
function useDisplayChanges(): number {
  const [version, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    let resolution: MediaQueryList | null = null;
    const watchResolution = () => {
      resolution?.removeEventListener('change', onResolution);
      // Matches only the current ratio: fires when the ratio leaves it.
      resolution = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      resolution.addEventListener('change', onResolution);
    };
    function onResolution() {
      watchResolution();
      bump();
    }
    watchResolution();
    scheme.addEventListener('change', bump);
    return () => {
      resolution?.removeEventListener('change', onResolution);
      scheme.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

/**
 * Analytics of a docs page: loads gtag.js once the page is interactive, sends
 * page views (load and client navigations), user properties, tracked clicks
 * and, for a sample of visits, web vitals. Renders nothing; never throws.
 */
export function Analytics() {
  const pathname = usePathname();
  const codeVariant = useCodeVariant().value;
  const { language } = useDocsConfig();
  const { scheme } = useThemeState();
  const displayChanges = useDisplayChanges();

  useEffect(() => {
    const cancelLoad = whenInteractive(() => loadGtagScript(GA_MEASUREMENT_ID));
    const stopClicks = trackClicks(document, gtag, random);
    if (shouldReportWebVitals(random)) reportWebVitals(gtag).catch(() => undefined);
    return () => {
      cancelLoad();
      stopClicks();
    };
  }, []);

  useEffect(() => {
    // Coalesced to the next task: hydration settles the stored preferences in a few renders.
    const timer = setTimeout(() => {
      gtag(
        ...userPropertiesCall({
          codeVariant,
          userLanguage: language,
          devicePixelRatio: window.devicePixelRatio,
          colorSchemeOS: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
          colorScheme: scheme,
        }),
      );
    });
    return () => clearTimeout(timer);
  }, [codeVariant, language, scheme, displayChanges]);

  const lastTitle = useRef<string | null>(null);
  useEffect(
    () =>
      // After a client navigation the title and metas arrive after the page: wait for them.
      whenPageMetadataReady(
        () => pageMetadataReady(document, lastTitle.current),
        () => {
          lastTitle.current = document.title;
          gtag(
            ...pageViewEvent({
              title: document.title,
              origin: window.location.origin,
              path: window.location.pathname,
              product: readProductMeta(document),
            }),
          );
        },
      ),
    [pathname],
  );

  return null;
}
