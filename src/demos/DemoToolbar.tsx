'use client';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import type { CodeVariant } from '../preferences/codeVariant';
import { useThemeState } from '../preferences/ThemeStateProvider';
import {
  BoltGlyph,
  ChatGlyph,
  CodeGlyph,
  CopyGlyph,
  FocusGlyph,
  MoreGlyph,
  ResetGlyph,
  SandboxGlyph,
} from './demoIcons';
import { DemoMoreMenu } from './DemoMoreMenu';
import { nextToolbarIndex } from './rovingFocus';
import styles from './DemoToolbar.module.css';

export interface ToolbarItem {
  readonly key: string;
  readonly label: string;
  /** Visible text; icon-only when absent. */
  readonly text?: ReactNode;
  readonly icon?: ReactNode;
  readonly gaAction: string;
  readonly pressed?: boolean;
  readonly onClick: (button: HTMLButtonElement) => void;
}

interface DemoToolbarProps {
  readonly demoId: string;
  readonly codeVisible: boolean;
  readonly variant: CodeVariant;
  readonly onVariant: (variant: CodeVariant) => void;
  readonly codeToggleLabel: string;
  readonly onToggleCode: () => void;
  readonly onCodeSandbox: () => void;
  readonly onStackBlitz: () => void;
  readonly onCopy: () => Promise<boolean>;
  readonly onResetFocus: () => void;
  readonly onReset: () => void;
  readonly onChat?: () => void;
  readonly onPrefetch: () => void;
  readonly moreMenu: { readonly sourceUrl: string; readonly name: string };
}

const COPIED_MS = 1200;

/** The demo's toolbar: one tab stop, arrows (mirrored in rtl), Home and End move between its controls. */
export function DemoToolbar(props: DemoToolbarProps) {
  const { direction } = useThemeState();
  const t = useTranslate();
  const [active, setActive] = useState(0);
  const [copied, setCopied] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLButtonElement | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const items: ToolbarItem[] = [
    ...(props.codeVisible
      ? (['JS', 'TS'] as const).map((variant): ToolbarItem => ({
          key: variant,
          label: t(variant === 'JS' ? 'demo.showJs' : 'demo.showTs'),
          text: variant,
          gaAction: variant === 'JS' ? 'source-js' : 'source-ts',
          pressed: props.variant === variant,
          onClick: () => props.onVariant(variant),
        }))
      : []),
    { key: 'code', label: props.codeToggleLabel, icon: <CodeGlyph />, gaAction: 'expand', onClick: props.onToggleCode },
    {
      key: 'codesandbox',
      label: t('demo.codeSandbox'),
      icon: <SandboxGlyph />,
      gaAction: 'codesandbox',
      onClick: props.onCodeSandbox,
    },
    {
      key: 'stackblitz',
      label: t('demo.stackBlitz'),
      icon: <BoltGlyph />,
      gaAction: 'stackblitz',
      onClick: props.onStackBlitz,
    },
    {
      key: 'copy',
      label: t('demo.copy'),
      icon: <CopyGlyph />,
      text: copied ? t('demo.copied') : undefined,
      gaAction: 'copy',
      onClick: () => {
        void props.onCopy().then((ok) => {
          if (!ok) return;
          setCopied(true);
          setTimeout(() => setCopied(false), COPIED_MS);
        });
      },
    },
    {
      key: 'focus',
      label: t('demo.resetFocus'),
      icon: <FocusGlyph />,
      gaAction: 'reset-focus',
      onClick: props.onResetFocus,
    },
    { key: 'reset', label: t('demo.reset'), icon: <ResetGlyph />, gaAction: 'reset', onClick: props.onReset },
    ...(props.onChat
      ? [{ key: 'chat', label: t('demo.chat'), icon: <ChatGlyph />, gaAction: 'chat', onClick: props.onChat }]
      : []),
    {
      key: 'more',
      label: t('demo.more'),
      icon: <MoreGlyph />,
      gaAction: 'more',
      onClick: (button) => setMoreAnchor(moreAnchor ? null : button),
    },
  ];
  const activeIndex = Math.min(active, items.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextToolbarIndex(activeIndex, event.key, items.length, direction);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-toolbar-item]')[next]?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('demo.toolbar')}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          data-toolbar-item
          className={styles.button}
          data-kind={item.key === 'JS' || item.key === 'TS' ? 'variant' : undefined}
          aria-label={item.label}
          title={item.label}
          tabIndex={index === activeIndex ? 0 : -1}
          {...(item.pressed !== undefined && { 'aria-pressed': item.pressed })}
          {...(item.key === 'more' && { 'aria-haspopup': 'menu' as const, 'aria-expanded': moreAnchor !== null })}
          data-ga-event-category="demo"
          data-ga-event-action={item.gaAction}
          data-ga-event-label={props.demoId}
          onFocus={() => setActive(index)}
          onClick={(event) => item.onClick(event.currentTarget)}
        >
          {item.icon}
          {item.text !== undefined && <span className={styles.text}>{item.text}</span>}
        </button>
      ))}
      {moreAnchor && (
        <DemoMoreMenu
          anchor={moreAnchor}
          demoId={props.demoId}
          {...props.moreMenu}
          onClose={() => setMoreAnchor(null)}
        />
      )}
    </div>
  );
}
