'use client';
import { Component, type ReactNode } from 'react';
import { productionErrorPath } from '../errors/decodeError';
import type { Translate } from '../i18n/strings';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import styles from './LiveDemo.module.css';

interface Props {
  readonly name: string;
  readonly t: Translate;
  readonly language: Language;
  readonly children: ReactNode;
}

/** Keeps a crashing demo from taking the page down: it shows a readable panel instead. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) {
      const { t, language, name } = this.props;
      const decoder = productionErrorPath(error.message);
      return (
        <div role="alert" className={styles.error}>
          <strong>{t('demo.crashed', { name })}</strong> {error.message}
          {decoder && (
            <>
              {' '}
              <a href={pathInLanguage(decoder, language)}>{t('demo.readError')}</a>
            </>
          )}
        </div>
      );
    }
    return this.props.children;
  }
}
