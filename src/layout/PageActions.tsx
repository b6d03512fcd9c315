import { createTranslator } from '../i18n/translate';
import { markdownPath } from '../llms/urls';
import { SITE_ORIGIN } from '../site/config';
import type { Language } from '../site/languages';
import { ChevronDownIcon } from './icons';
import styles from './PageActions.module.css';

/** Where an assistant opens with a prompt: `?q=` on both. */
const ASSISTANTS = [
  { key: 'chatgpt', url: 'https://chatgpt.com/' },
  { key: 'claude', url: 'https://claude.ai/new' },
] as const;

/**
 * The page's Markdown actions, rendered on the server with no client code of their own: "Copy page" (handled by
 * CodeBlockCopier's page-level listener, which fetches the `.md` URL at the click) and a native popover menu with
 * links to the Markdown and to assistants, whose prompt names the Markdown's absolute URL.
 */
export function PageActions({ href, language }: { href: string; language: Language }) {
  const t = createTranslator(language);
  const markdown = markdownPath(href, language);
  const prompt = t('pageActions.prompt', { url: `${SITE_ORIGIN}${markdown}` });
  return (
    <div className={styles.actions} role="group" aria-label={t('pageActions.label')}>
      <button
        type="button"
        className={styles.copy}
        data-copy-page={markdown}
        data-copied={t('pageActions.copied')}
        data-label={t('pageActions.copy')}
        aria-label={t('pageActions.copyLabel')}
      >
        {t('pageActions.copy')}
      </button>
      <button
        type="button"
        className={styles.more}
        popoverTarget="page-actions-menu"
        aria-label={t('pageActions.more')}
      >
        <ChevronDownIcon width="18" height="18" />
      </button>
      <div id="page-actions-menu" popover="auto" className={styles.popover}>
        <ul className={styles.list}>
          <li>
            <a className={styles.item} href={markdown}>
              {t('pageActions.view')}
            </a>
          </li>
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.key}>
              <a
                className={styles.item}
                href={`${assistant.url}?q=${encodeURIComponent(prompt)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`pageActions.${assistant.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
