import type { Metadata } from 'next';
import { siteTree } from '@/content/pages.server';
import { NotFound } from '@/layout/NotFound';
import '@/layout/global.css';

export const metadata: Metadata = {
  title: 'Page not found - MUI X',
  description: 'This page does not exist. Start again from the MUI X overview or a product.',
};

/** Every unknown path, in any language, answers 404 with this page. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <NotFound tree={siteTree} />
      </body>
    </html>
  );
}
