import type { ApiImport, ApiProduct } from './types';

/** The packages of each product family, free first: a name's plan is that of the first package exporting it. */
export const API_PACKAGES: Readonly<Record<ApiProduct, readonly ApiImport[]>> = {
  'data-grid': [
    { packageName: '@mui/x-data-grid', plan: null },
    { packageName: '@mui/x-data-grid-pro', plan: 'pro' },
    { packageName: '@mui/x-data-grid-premium', plan: 'premium' },
  ],
  'date-pickers': [
    { packageName: '@mui/x-date-pickers', plan: null },
    { packageName: '@mui/x-date-pickers-pro', plan: 'pro' },
  ],
  charts: [
    { packageName: '@mui/x-charts', plan: null },
    { packageName: '@mui/x-charts-pro', plan: 'pro' },
  ],
  'tree-view': [
    { packageName: '@mui/x-tree-view', plan: null },
    { packageName: '@mui/x-tree-view-pro', plan: 'pro' },
  ],
};

export const API_PRODUCTS = Object.keys(API_PACKAGES) as ApiProduct[];

export function isApiProduct(value: string): value is ApiProduct {
  return Object.hasOwn(API_PACKAGES, value);
}

/** The product an API pathname belongs to: `/x/api/<product>/…`, or null for other paths. */
export function apiProductOf(pathname: string): ApiProduct | null {
  const [x, api, product] = pathname.split('/').filter(Boolean);
  return x === 'x' && api === 'api' && product !== undefined && isApiProduct(product) ? product : null;
}

/** Whether a pathname is a product's API index (`/x/api/data-grid`) rather than one name's page. */
export function isApiIndexPathname(pathname: string): boolean {
  return apiProductOf(pathname) !== null && pathname.split('/').filter(Boolean).length === 3;
}
