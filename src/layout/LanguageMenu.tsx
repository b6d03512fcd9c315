'use client';
import type { MouseEvent } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { pathInLanguage } from '../routing/language';
import { LANGUAGE_NAMES } from '../site/languages';
import styles from './ProductSwitcher.module.css';

/** `Change language`: the same page (its canonical, unprefixed path) in each supported language, keeping the fragment. */
export function LanguageMenu({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  const { language, languages } = useDocsConfig();

  const keepFragment = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!window.location.hash) return;
    event.preventDefault();
    window.location.assign(`${event.currentTarget.getAttribute('href') ?? '/'}${window.location.hash}`);
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-variant="language"
        popoverTarget="language-menu"
        aria-label={t('appFrame.changeLanguage')}
      >
        <span className={styles.longLabel}>{LANGUAGE_NAMES[language]}</span>
        <span className={styles.shortLabel} aria-hidden="true">
          {language.toUpperCase()}
        </span>
      </button>
      <div id="language-menu" popover="auto" className={styles.popover} data-variant="language">
        <ul className={styles.list}>
          {languages.map((candidate) => (
            <li key={candidate}>
              <a
                className={styles.item}
                href={pathInLanguage(canonicalPath, candidate)}
                hrefLang={candidate}
                lang={candidate}
                onClick={keepFragment}
                {...(candidate === language && { 'aria-current': 'page' as const })}
              >
                {LANGUAGE_NAMES[candidate]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
