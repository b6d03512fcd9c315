'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { AppThemeProps } from '../../docs/templates/shared-theme/AppTheme';

type TemplateComponent = ComponentType<Omit<AppThemeProps, 'children' | 'themeComponents'>>;

/** One loader per template: a template page loads its own template's code only. */
export const TEMPLATE_COMPONENTS: Readonly<Record<string, TemplateComponent>> = {
  'crud-dashboard': dynamic(() => import('../../docs/templates/crud-dashboard/CrudDashboard')),
  'sticky-footer': dynamic(() => import('../../docs/templates/sticky-footer/StickyFooter')),
};
