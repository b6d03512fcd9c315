import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl } from './product';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid/sorting/#sort-model', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/react-charts/bars/', 'x-charts'],
    ['/x/react-tree-view', 'x-tree-view'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid'],
    ['/x/api/data-grid', 'x-data-grid'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers'],
    ['/x/api/charts/bar-chart/', 'x-charts'],
    ['/x/api/tree-view/simple-tree-view/', 'x-tree-view'],
    ['/zh/x/react-charts/?q=1', 'x-charts'],
  ])('%s belongs to %s', (url, productId) => {
    expect(getProductInfoFromUrl(url)).toEqual({ productCategoryId: 'x', productId });
  });

  it.each(['/x/introduction/', '/x/migration/migration-data-grid-v7/', '/x/common-concepts/custom-components/', '/x/'])(
    '%s is in the x category with no product',
    (url) => {
      expect(getProductInfoFromUrl(url)).toEqual({ productCategoryId: 'x', productId: null });
    },
  );

  it('does not match a product name that merely starts the same', () => {
    expect(getProductInfoFromUrl('/x/react-data-grid-group/').productId).toBeNull();
    expect(getProductInfoFromUrl('/x/api/chartsy/').productId).toBeNull();
  });

  it('gives no category outside /x/', () => {
    expect(getProductInfoFromUrl('/playground/')).toEqual({ productCategoryId: null, productId: null });
    expect(getProductInfoFromUrl('/xyz/react-charts/')).toEqual({ productCategoryId: null, productId: null });
  });
});
