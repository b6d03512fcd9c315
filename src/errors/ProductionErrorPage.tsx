import { AppShell } from '../layout/AppShell';
import type { PageNode } from '../routing/types';
import type { Language } from '../site/languages';
import { DecodedError } from './DecodedError';
import styles from './ProductionErrorPage.module.css';

/** `/production-error/?code=N&args[]=…`: explains a minified Material UI error. */
export function ProductionErrorPage({ tree, language }: { tree: readonly PageNode[]; language: Language }) {
  return (
    <AppShell tree={tree} activePathname="" productId={null} language={language}>
      <div className={styles.page}>
        <h1>Production error</h1>
        <p>
          Production builds of Material UI shorten their error messages to a code. This page shows the full message for
          the code in the link you followed.
        </p>
        <DecodedError />
      </div>
    </AppShell>
  );
}
