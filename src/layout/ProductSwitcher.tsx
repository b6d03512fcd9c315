import { SITE_NAME, type Product, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { pathInLanguage } from '../routing/language';
import { productName } from '../i18n/pageTitles';
import { createTranslator } from '../i18n/translate';
import { ChevronDownIcon } from './icons';
import { Link } from './Link';
import styles from './ProductSwitcher.module.css';

interface ProductSwitcherProps {
  readonly products: readonly Product[];
  readonly productId: ProductId | null;
  readonly language: Language;
}

const FAMILY_VERSION = 'v8.13.1';

/**
 * The product button (named after the current product) and the version button,
 * each opening a native popover: no client JS, light dismiss and Escape built in.
 */
export function ProductSwitcher({ products, productId, language }: ProductSwitcherProps) {
  const t = createTranslator(language);
  const product = products.find((candidate) => candidate.id === productId);
  const versions = product?.versions ?? products[0]?.versions ?? [];
  const current = versions.find((version) => version.current)?.label ?? FAMILY_VERSION;
  return (
    <>
      <button type="button" className={styles.button} popoverTarget="product-menu">
        <span className={styles.buttonLabel}>{product ? productName(product, language) : SITE_NAME}</span>
        <ChevronDownIcon />
      </button>
      <div id="product-menu" popover="auto" className={styles.popover}>
        <nav aria-label={t('appFrame.products')}>
          <ul className={styles.list}>
            {products.map((candidate) => (
              <li key={candidate.id}>
                <Link
                  className={styles.item}
                  href={pathInLanguage(candidate.pathname, language)}
                  {...(candidate.id === productId && { 'aria-current': 'page' as const })}
                >
                  {productName(candidate, language)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <button
        type="button"
        className={styles.button}
        data-variant="version"
        popoverTarget="version-menu"
        aria-label={t('appFrame.version', { version: current })}
      >
        <bdi className={styles.buttonLabel}>{current}</bdi>
        <ChevronDownIcon />
      </button>
      <div id="version-menu" popover="auto" className={styles.popover} data-variant="version">
        <nav aria-label={t('appFrame.versions')}>
          <ul className={styles.list}>
            {versions.map((version) => (
              <li key={version.label}>
                <a
                  className={styles.item}
                  href={version.current ? pathInLanguage(version.href, language) : version.href}
                >
                  <bdi>{version.current ? current : version.label}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
