import { createTranslator } from '../i18n/translate';
import { pathInLanguage } from '../routing/language';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../site/languages';
import styles from './ProductSwitcher.module.css';

/**
 * `Change language`: the same page (its canonical, unprefixed path) in each
 * supported language, a native popover rendered on the server. The links
 * carry `hreflang`: ClientNavigation opens them as new documents, keeping the
 * reader's fragment.
 */
export function LanguageMenu({ canonicalPath, language }: { canonicalPath: string; language: Language }) {
  const t = createTranslator(language);
  const languages = LANGUAGES;

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
