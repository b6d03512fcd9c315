'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useCodeStyling, useCodeVariant } from '../preferences/CodePreferencesProvider';
import type { CodeStyling } from '../preferences/codeVariant';
import { copyText } from './copyText';
import { DemoToolbar } from './DemoToolbar';
import { parseDemoHash } from './hash';
import { InlineAd } from '../ads/InlineAd';
import { LiveDemo } from './LiveDemo';
import { requestChatUrl } from './openInChat';
import type * as Sandbox from './sandbox';
import type { DemoSourcePayload } from './sourceTypes';
import { submitForm } from './submitForm';
import { fetchDemoSource, useDemoSource } from './useDemoSource';
import { STYLING_SUFFIXES, stylingDemoId } from './stylings';
import styles from './Demo.module.css';

export interface DemoProps {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly height: number;
  readonly hideToolbar?: boolean;
  readonly defaultCodeOpen?: boolean;
  readonly bg: 'outlined' | 'inline' | 'gradient';
  readonly stylesheet?: string;
  /** The demo file in the repository, without extension (a styling suffix and `.tsx` are added). */
  readonly sourceUrl: string;
  readonly stylings: readonly CodeStyling[];
  /** Show the network's inline ad under the demo once its code is open. */
  readonly showAds: boolean;
  readonly chatUrl?: string;
  /** Server-highlighted TypeScript shown before the source is fetched. */
  readonly initialCode?: { readonly html: string; readonly kind: 'preview' | 'full' };
}

/**
 * A live demo, its toolbar and its source. The source (both variants,
 * highlighted at build time) is fetched when the reader first needs it.
 */
export function Demo(props: DemoProps) {
  const t = useTranslate();
  const { value: variant, set: setVariant } = useCodeVariant();
  const { value: preferredStyling, set: setStyling } = useCodeStyling();
  const { id, styling } = stylingDemoId(props.id, props.stylings, preferredStyling);
  const isDefaultStyling = styling === 'MUI System';
  const hasPreview = props.initialCode?.kind === 'preview';
  const [expanded, setExpanded] = useState(Boolean(props.defaultCodeOpen));
  const [resetKey, setResetKey] = useState(0);
  const [chatError, setChatError] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusStartRef = useRef<HTMLSpanElement>(null);
  const codeVisible = expanded || hasPreview;
  const source = useDemoSource(id, expanded || (hasPreview && (variant === 'JS' || !isDefaultStyling)));

  // A #Name.js / #Name.tsx link opens this demo's code (the variant comes from the code preferences).
  useEffect(() => {
    const openFromHash = () => {
      if (parseDemoHash(window.location.hash)?.name !== props.name) return;
      setExpanded(true);
      rootRef.current?.scrollIntoView({ block: 'start' });
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [props.name]);

  const sandboxDemo = useCallback(
    (payload: DemoSourcePayload): Sandbox.SandboxDemo => ({
      name: props.name,
      title: props.title,
      variant,
      styling,
      code: payload[variant].code,
      files: payload[variant].files,
    }),
    [props.name, props.title, variant, styling],
  );

  const withSource = (action: (payload: DemoSourcePayload) => void) => () => {
    void fetchDemoSource(id).then(action, () => undefined);
  };
  /** The sandbox builders (and their LZ compression), loaded when the reader heads for a sandbox. */
  const withSandbox = (action: (sandbox: typeof Sandbox, payload: DemoSourcePayload) => void) =>
    withSource((payload) => void import('./sandbox').then((sandbox) => action(sandbox, payload)));

  const openChat = async () => {
    setChatError(false);
    try {
      const [payload, { sandboxProject }] = await Promise.all([fetchDemoSource(id), import('./sandbox')]);
      const url = await requestChatUrl(props.chatUrl ?? '', {
        title: props.title,
        files: sandboxProject(sandboxDemo(payload)),
      });
      window.open(url, '_blank', 'noopener');
    } catch {
      setChatError(true);
    }
  };

  const codeHtml = (() => {
    if (source.status === 'ready') {
      const variantSource = source.source[variant];
      return expanded ? variantSource.html : variantSource.preview?.html;
    }
    if (
      variant === 'TS' &&
      isDefaultStyling &&
      props.initialCode &&
      (expanded ? props.initialCode.kind === 'full' : hasPreview)
    ) {
      return props.initialCode.html;
    }
    return undefined;
  })();

  return (
    <div ref={rootRef} className={styles.demo} data-bg={props.bg} data-demo={props.name}>
      {/* Where "Reset focus" puts focus: named by its (visually hidden) text, as a span may not carry a label. */}
      <span ref={focusStartRef} tabIndex={-1} className={`${styles.focusStart} visually-hidden`}>
        {t('demo.start', { title: props.title })}
      </span>
      {props.stylings.length > 1 && (
        <div role="group" aria-label={t('demo.styling')} className={styles.stylings}>
          {props.stylings.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.styling}
              aria-pressed={option === styling}
              data-ga-event-category="demo"
              data-ga-event-action="styling"
              data-ga-event-label={option}
              onClick={() => setStyling(option)}
            >
              {option}
            </button>
          ))}
        </div>
      )}
      <div className={styles.live} data-toolbar={props.hideToolbar ? 'none' : 'shown'}>
        <LiveDemo
          id={id}
          height={props.height}
          resetKey={resetKey}
          {...(props.stylesheet && { stylesheet: props.stylesheet })}
        />
      </div>
      {!props.hideToolbar && (
        <DemoToolbar
          demoId={id}
          codeVisible={codeVisible}
          variant={variant}
          onVariant={setVariant}
          codeToggleLabel={t(
            hasPreview
              ? expanded
                ? 'demo.collapseCode'
                : 'demo.expandCode'
              : expanded
                ? 'demo.hideCode'
                : 'demo.showCode',
          )}
          onToggleCode={() => setExpanded(!expanded)}
          onCodeSandbox={withSandbox((sandbox, payload) => submitForm(sandbox.codeSandboxForm(sandboxDemo(payload))))}
          onStackBlitz={withSandbox((sandbox, payload) => submitForm(sandbox.stackBlitzForm(sandboxDemo(payload))))}
          onCopy={() =>
            fetchDemoSource(id).then(
              (payload) => copyText(payload[variant].code),
              () => false,
            )
          }
          onResetFocus={() => focusStartRef.current?.focus()}
          onReset={() => setResetKey((key) => key + 1)}
          {...(props.chatUrl && { onChat: () => void openChat() })}
          onPrefetch={() => {
            void fetchDemoSource(id).catch(() => undefined);
            void import('./sandbox');
          }}
          moreMenu={{ sourceUrl: `${props.sourceUrl}${STYLING_SUFFIXES[styling]}.tsx`, name: props.name }}
        />
      )}
      {chatError && (
        <p role="alert" className={styles.error}>
          {t('demo.chatError')}
        </p>
      )}
      {codeVisible && (
        <div className={styles.code} data-variant={variant} data-expanded={expanded}>
          {codeHtml !== undefined ? (
            <div dangerouslySetInnerHTML={{ __html: codeHtml }} />
          ) : source.status === 'error' ? (
            <p role="alert" className={styles.error}>
              {t('demo.sourceError', { reason: source.reason })}
            </p>
          ) : (
            <p className={styles.loading}>{t('demo.loadingSource')}</p>
          )}
        </div>
      )}
      {expanded && props.showAds && <InlineAd />}
    </div>
  );
}
