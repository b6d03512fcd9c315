'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { useSyncExternalStore } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionSnapshot, subscribeDirection } from './directionStore';
import { TEMPLATE_COMPONENTS } from './templateComponents';

const LTR_OPTIONS = { key: 'tpl' };
const RTL_OPTIONS = { key: 'tplrtl', stylisPlugins: [prefixer, rtlPlugin] };

/**
 * A template, full page, in the reader's direction: the styles are rendered on the server (left to right); a
 * stored right-to-left preference remounts it with the style cache that flips them.
 */
export function TemplateApp({ slug }: { slug: string }) {
  const direction = useSyncExternalStore(subscribeDirection, directionSnapshot, () => 'ltr' as const);
  const Template = TEMPLATE_COMPONENTS[slug];
  if (!Template) throw new Error(`No template "${slug}".`);
  return (
    <AppRouterCacheProvider key={direction} options={direction === 'rtl' ? RTL_OPTIONS : LTR_OPTIONS}>
      <Template direction={direction} />
    </AppRouterCacheProvider>
  );
}
