/** Hosts, versions and products of the site. Plain data: no logic here. */
import { PRODUCTION_HOST } from './productionHost';

export { PRODUCTION_HOST };
export const SITE_NAME = 'MUI X';
export const SITE_ORIGIN = process.env.NEXT_PUBLIC_SITE_ORIGIN ?? `https://${PRODUCTION_HOST}`;
export const GITHUB_URL = 'https://github.com/mui/mui-x';
/** Where this site's source files (demos, pages) are browsed: `${SOURCE_REPO_URL}/docs/…`. */
export const SOURCE_REPO_URL = process.env.NEXT_PUBLIC_SOURCE_REPO_URL ?? 'https://github.com/mui/mui-x/blob/HEAD';

export type ProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view';

export interface ProductVersion {
  readonly label: string;
  readonly href: string;
  readonly current?: true;
}

export interface Product {
  readonly id: ProductId;
  readonly name: string;
  /** The product's group in the page tree: the product is named like it, in every language. */
  readonly navGroup: string;
  /** The product's overview page. */
  readonly pathname: string;
  readonly versions: readonly ProductVersion[];
}

function olderVersions(path: string): ProductVersion[] {
  return [
    { label: 'v7', href: `https://v7.mui.com${path}` },
    { label: 'v6', href: `https://v6.mui.com${path}` },
    { label: 'v5', href: `https://v5.mui.com${path}` },
    { label: 'v4', href: 'https://v4.mui.com/' },
  ];
}

function versions(current: string, path: string): ProductVersion[] {
  return [{ label: `v${current}`, href: path, current: true }, ...olderVersions(path)];
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'x-data-grid',
    navGroup: '/x/react-data-grid-group',
    name: 'Data Grid',
    pathname: '/x/react-data-grid/',
    versions: versions('8.13.1', '/x/react-data-grid/'),
  },
  {
    id: 'x-date-pickers',
    navGroup: '/x/react-date-pickers-group',
    name: 'Date and Time Pickers',
    pathname: '/x/react-date-pickers/',
    versions: versions('8.12.0', '/x/react-date-pickers/'),
  },
  {
    id: 'x-charts',
    navGroup: '/x/react-charts-group',
    name: 'Charts',
    pathname: '/x/react-charts/',
    versions: versions('8.13.1', '/x/react-charts/'),
  },
  {
    id: 'x-tree-view',
    navGroup: '/x/react-tree-view-group',
    name: 'Tree View',
    pathname: '/x/react-tree-view/',
    versions: versions('8.13.1', '/x/react-tree-view/'),
  },
];
