import { createTranslator } from '../i18n/translate';
import { AppShell } from '../layout/AppShell';
import { pathInLanguage } from '../routing/language';
import type { PageNode } from '../routing/types';
import type { Language } from '../site/languages';
import { TEMPLATES, templatePath } from './catalog';
import { PREVIEW_SIZE, previewUrl } from './previews';
import styles from './TemplateGallery.module.css';

/**
 * `/x/templates/`: a card per template (preview in the reader's colour scheme, title, what it is for, links to
 * the live page and its source). Server-rendered only: the page ships no JavaScript of its own.
 */
export function TemplateGallery({ tree, language }: { tree: readonly PageNode[]; language: Language }) {
  const t = createTranslator(language, 'templates');
  return (
    <AppShell tree={tree} activePathname="" productId={null} language={language}>
      <div className={styles.page}>
        <h1>{t('gallery.title')}</h1>
        <p className={styles.intro}>{t('gallery.intro')}</p>
        <ul className={styles.grid}>
          {TEMPLATES.map(({ slug }) => {
            const title = t(`templates.${slug}.title`);
            const href = pathInLanguage(templatePath(slug), language);
            return (
              <li key={slug} className={styles.card}>
                <a href={href} className={styles.preview} tabIndex={-1} aria-hidden="true">
                  {/* Both schemes' images; CSS shows the reader's (a lazy image that is not displayed is not fetched). */}
                  {(['light', 'dark'] as const).map((mode) => (
                    // eslint-disable-next-line @next/next/no-img-element -- static WebP, sized and lazy; no optimiser needed
                    <img
                      key={mode}
                      className={styles[mode]}
                      src={previewUrl(slug, mode)}
                      alt=""
                      width={PREVIEW_SIZE.width}
                      height={PREVIEW_SIZE.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ))}
                </a>
                <div className={styles.body}>
                  <h2 className={styles.title}>
                    <a href={href}>{title}</a>
                  </h2>
                  <p className={styles.description}>{t(`templates.${slug}.description`)}</p>
                  <p className={styles.links}>
                    <a href={href} aria-label={t('gallery.live', { title })}>
                      {t('gallery.liveShort')}
                    </a>
                    <a href={`${href}#source`} aria-label={t('gallery.source', { title })}>
                      {t('gallery.sourceShort')}
                    </a>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </AppShell>
  );
}
