'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AppThemeProps } from '../../docs/templates/shared-theme/AppTheme';

type TemplateComponent = ComponentType<Omit<AppThemeProps, 'children'>>;

/** One loader per template: a template page loads its own template's code only. */
export const TEMPLATE_COMPONENTS: Readonly<Record<string, TemplateComponent>> = {
  dashboard: dynamic(() => import('../../docs/templates/dashboard/Dashboard')),
  'crud-dashboard': dynamic(() => import('../../docs/templates/crud-dashboard/CrudDashboard')),
  'marketing-page': dynamic(() => import('../../docs/templates/marketing-page/MarketingPage')),
  blog: dynamic(() => import('../../docs/templates/blog/Blog')),
  checkout: dynamic(() => import('../../docs/templates/checkout/Checkout')),
  pricing: dynamic(() => import('../../docs/templates/pricing/Pricing')),
  'sign-in': dynamic(() => import('../../docs/templates/sign-in/SignIn')),
  'sign-in-side': dynamic(() => import('../../docs/templates/sign-in-side/SignInSide')),
  'sign-up': dynamic(() => import('../../docs/templates/sign-up/SignUp')),
  'sticky-footer': dynamic(() => import('../../docs/templates/sticky-footer/StickyFooter')),
};
