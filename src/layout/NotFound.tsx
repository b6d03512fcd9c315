import type { PageNode } from '../routing/types';
import { PRODUCTS } from '../site/config';
import { AppShell } from './AppShell';
import { NotFoundSuggestions } from '../search/NotFoundSuggestions';
import { Link } from './Link';
import styles from './NotFound.module.css';

/** The 404 page: the site shell, search results for the missing path's words, and a way back to each product. */
export function NotFound({ tree }: { tree: readonly PageNode[] }) {
  return (
    <AppShell tree={tree} activePathname="" productId={null} language="en">
      <div className={styles.page}>
        <h1>Page not found</h1>
        <p>This page doesn’t exist, or it has moved.</p>
        <NotFoundSuggestions />
        <p>These are good places to start again:</p>
        <ul className={styles.links}>
          <li>
            <Link href="/x/introduction/">MUI X overview</Link>
          </li>
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <Link href={product.pathname}>{product.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </AppShell>
  );
}
