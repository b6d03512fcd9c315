import { createTranslator } from '../i18n/translate';
import { SOURCE_REPO_URL } from '../site/config';
import { LANGUAGE_NAMES, type Language } from '../site/languages';
import styles from './DocsPage.module.css';
/** Shown, in the reader's language, above English content that has no translation yet. */
export function UntranslatedNotice({ language, file }: { language: Language; file: string }) {
  const t = createTranslator(language);
  return (
    <p className={styles.notice} role="note" lang={language}>
      {t('untranslated.notice', { language: LANGUAGE_NAMES[language] })}{' '}
      <a href={`${SOURCE_REPO_URL}/${file}`} target="_blank" rel="noopener">
        {t('untranslated.help')}
      </a>
    </p>
  );
}
