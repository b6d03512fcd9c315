'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AppThemeProps } from '../../docs/templates/shared-theme/AppTheme';

type TemplateComponent = ComponentType<Omit<AppThemeProps, 'children' | 'themeComponents'>>;

/** One loader per template: a template page loads its own template's code only. */
export const TEMPLATE_COMPONENTS: Readonly<Record<string, TemplateComponent>> = {
  checkout: dynamic(() => import('../../docs/templates/checkout/Checkout')),
  pricing: dynamic(() => import('../../docs/templates/pricing/Pricing')),
  'sticky-footer': dynamic(() => import('../../docs/templates/sticky-footer/StickyFooter')),
};
