'use client';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { useDemoRuntimeLoader } from './DemoLoaders';
import { loadStylesheet } from './loadStylesheet';
import styles from './LiveDemo.module.css';

type LoadState =
  { status: 'idle' } | { status: 'ready'; Component: ComponentType } | { status: 'error'; message: string };

/** How far below the viewport a demo starts loading. */
const PRELOAD_MARGIN = '600px 0px';

interface LiveDemoProps {
  readonly id: string;
  readonly height: number;
  /** Changing it remounts the demo with its initial state. */
  readonly resetKey: number;
  /** A stylesheet the demo needs (an icon font), loaded with it; the demo renders even if it fails. */
  readonly stylesheet?: string;
}

/**
 * Loads a demo's code (its own chunk, with the demo theme) when it nears the
 * viewport; until then the reserved height keeps the page from shifting.
 */
export function LiveDemo({ id, height, resetKey, stylesheet }: LiveDemoProps) {
  const t = useTranslate();
  const { language } = useDocsConfig();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>({ status: 'idle' });
  const loadRuntime = useDemoRuntimeLoader();

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let cancelled = false;
    const load = () => {
      if (stylesheet) void loadStylesheet(stylesheet);
      const direction = getComputedStyle(document.body).direction === 'rtl' ? 'rtl' : 'ltr';
      loadRuntime()
        .then(async (runtime) => {
          const loader = runtime.loaders[id];
          if (!loader) throw new Error(`No demo is registered as "${id}".`);
          const [module] = await Promise.all([loader(), runtime.prepareDemoTheme(language, direction)]);
          const { DemoTheme } = runtime;
          const Demo = module.default;
          if (cancelled) return;
          // A transition: React renders the demo in slices, yielding to the reader's input between them.
          startTransition(() =>
            setState({
              status: 'ready',
              Component: () => (
                <DemoTheme>
                  <Demo />
                </DemoTheme>
              ),
            }),
          );
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [id, loadRuntime, stylesheet, language]);

  return (
    <div ref={ref} className={styles.frame} style={{ minHeight: height }} data-demo-id={id} data-state={state.status}>
      {state.status === 'ready' && (
        <DemoErrorBoundary key={resetKey} name={id} t={t} language={language}>
          <state.Component />
        </DemoErrorBoundary>
      )}
      {state.status === 'error' && (
        <div role="alert" className={styles.error}>
          {t('demo.loadError', { reason: state.message })}
        </div>
      )}
    </div>
  );
}
