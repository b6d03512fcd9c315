import type { ReactNode } from 'react';
import { CookiePreferencesLink } from '../analytics/CookiePreferencesLink';
import type { PageNode } from '../routing/types';
import type { ProductId } from '../site/config';
import type { Language } from '../site/languages';
import { createTranslator } from '../i18n/translate';
import { pageHref } from '../routing/pageTree';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import { NavDrawer } from './NavDrawer';
import { SideNav } from './SideNav';
import styles from './AppShell.module.css';

interface AppShellProps {
  readonly tree: readonly PageNode[];
  readonly activePathname: string;
  readonly productId: ProductId | null;
  readonly language: Language;
  readonly children: ReactNode;
}

/** Skip link, header, navigation and the main region every docs page shares. */
export function AppShell({ tree, activePathname, productId, language, children }: AppShellProps) {
  const t = createTranslator(language);
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {t('appFrame.skipToContent')}
      </a>
      <AppHeader
        productId={productId}
        language={language}
        canonicalPath={activePathname ? pageHref(activePathname) : '/x/introduction/'}
      />
      <div className={styles.body}>
        <NavDrawer>
          <SideNav tree={tree} activePathname={activePathname} language={language} />
        </NavDrawer>
        <div className={styles.content}>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <footer className={styles.footer}>
            <CookiePreferencesLink className={styles.footerLink} />
          </footer>
        </div>
      </div>
      <BackToTop />
    </>
  );
}
