import { GITHUB_URL, PRODUCTS, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { pathInLanguage } from '../routing/language';
import { GitHubIcon, LogoIcon } from './icons';
import { Link } from './Link';
import { NavDrawerButton } from './NavDrawer';
import { ProductSwitcher } from './ProductSwitcher';
import { SettingsButton } from './SettingsButton';
import styles from './AppHeader.module.css';

interface AppHeaderProps {
  readonly productId: ProductId | null;
  readonly language: Language;
}

export function AppHeader({ productId, language }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <NavDrawerButton />
      <Link href={pathInLanguage('/x/introduction/', language)} className={styles.logo} aria-label="MUI X introduction">
        <LogoIcon />
        <span className={styles.logoText}>MUI X</span>
      </Link>
      <ProductSwitcher products={PRODUCTS} productId={productId} language={language} />
      <div className={styles.spacer} />
      <Link href={GITHUB_URL} className={`${styles.iconButton} ${styles.wideOnly}`} aria-label="GitHub repository">
        <GitHubIcon />
      </Link>
      <SettingsButton />
    </header>
  );
}
