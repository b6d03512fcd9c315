import { createTranslator } from '../i18n/translate';
import { AppShell } from '../layout/AppShell';
import type { PageNode } from '../routing/types';
import type { Language } from '../site/languages';
import { DecodedError } from './DecodedError';
import styles from './ProductionErrorPage.module.css';

/** `/production-error/?code=N&args[]=…`: explains a minified Material UI error. */
export function ProductionErrorPage({ tree, language }: { tree: readonly PageNode[]; language: Language }) {
  const t = createTranslator(language);
  return (
    <AppShell tree={tree} activePathname="" productId={null} language={language}>
      <div className={styles.page}>
        <h1>{t('productionError.title')}</h1>
        <p>{t('productionError.intro')}</p>
        <DecodedError
          strings={{
            missing: t('productionError.missing'),
            unknown: t('productionError.unknown'),
            heading: t('productionError.heading'),
          }}
        />
      </div>
    </AppShell>
  );
}
