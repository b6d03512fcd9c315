import { productName } from '../i18n/pageTitles';
import { createTranslator } from '../i18n/translate';
import { pathInLanguage } from '../routing/language';
import type { PageNode } from '../routing/types';
import { PRODUCTS } from '../site/config';
import type { Language } from '../site/languages';
import { AppShell } from './AppShell';
import { NotFoundSuggestions } from '../search/NotFoundSuggestions';
import { Link } from './Link';
import styles from './NotFound.module.css';

/** The 404 page: the site shell, search results for the missing path's words, and a way back to each product. */
export function NotFound({ tree, language }: { tree: readonly PageNode[]; language: Language }) {
  const t = createTranslator(language);
  return (
    <AppShell tree={tree} activePathname="" productId={null} language={language}>
      <div className={styles.page}>
        <h1>{t('notFound.title')}</h1>
        <NotFoundSuggestions />
        <p>{t('notFound.body')}</p>
        <ul className={styles.links}>
          <li>
            <Link href={pathInLanguage('/x/introduction/', language)}>{t('notFound.overview')}</Link>
          </li>
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <Link href={pathInLanguage(product.pathname, language)}>{productName(product, language)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </AppShell>
  );
}
