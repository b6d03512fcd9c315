import type { Metadata } from 'next';
import { siteTree } from '@/content/pages.server';
import { DocsRoot } from '@/layout/DocsRoot';
import { NotFound } from '@/layout/NotFound';

export const metadata: Metadata = {
  title: 'Page not found - MUI X',
  description: 'This page does not exist. Start again from the MUI X overview or a product.',
};

/** Every unknown path, in any language, answers 404 with this page. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <body suppressHydrationWarning>
        <DocsRoot language="en">
          <NotFound tree={siteTree} />
        </DocsRoot>
      </body>
    </html>
  );
}
