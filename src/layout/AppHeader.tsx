import { GITHUB_URL, PRODUCTS, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { pathInLanguage } from '../routing/language';
import { createTranslator } from '../i18n/translate';
import { GitHubIcon, LogoIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { Link } from './Link';
import { NavDrawerButton } from './NavDrawer';
import { ProductSwitcher } from './ProductSwitcher';
import { SettingsButton } from './SettingsButton';
import { SearchButton } from '../search/SearchButton';
import { Island } from '../static/Island';
import { GALLERY_PATH } from '../templates/catalog';
import styles from './AppHeader.module.css';

interface AppHeaderProps {
  readonly productId: ProductId | null;
  readonly language: Language;
  /** The current page's unprefixed path, for the language menu. */
  readonly canonicalPath: string;
}

/**
 * The header. Its links and menus are server-rendered islands (in the HTML once, not again in the RSC payload);
 * only the drawer, search and settings buttons are client components.
 */
export function AppHeader({ productId, language, canonicalPath }: AppHeaderProps) {
  const t = createTranslator(language);
  const page = pathInLanguage(canonicalPath, language);
  return (
    <header className={styles.header}>
      <NavDrawerButton />
      <Island page={page} slot="header-start" className={styles.group}>
        <Link
          href={pathInLanguage('/x/introduction/', language)}
          className={styles.logo}
          aria-label={t('appFrame.home')}
        >
          <LogoIcon />
          <span className={styles.logoText}>MUI X</span>
        </Link>
        <ProductSwitcher products={PRODUCTS} productId={productId} language={language} />
        <div className={styles.spacer} />
        <Link href={pathInLanguage(GALLERY_PATH, language)} className={`${styles.textLink} ${styles.wideOnly}`}>
          {t('appFrame.templates')}
        </Link>
      </Island>
      <SearchButton />
      <Island page={page} slot="header-end" className={styles.group}>
        <Link href={GITHUB_URL} className={`${styles.iconButton} ${styles.wideOnly}`} aria-label={t('appFrame.github')}>
          <GitHubIcon />
        </Link>
        <LanguageMenu canonicalPath={canonicalPath} language={language} />
      </Island>
      <SettingsButton />
    </header>
  );
}
