// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageViewEvent, productMetaTags, readProductMeta, roundPixelRatio, userPropertiesCall } from './events';

describe('page views', () => {
  it('renders the product metas, with null for a page outside a product', () => {
    expect(productMetaTags({ productId: 'x-data-grid', productCategoryId: 'x' })).toEqual({
      'mui:productId': 'x-data-grid',
      'mui:productCategoryId': 'x',
    });
    expect(productMetaTags({ productId: null, productCategoryId: 'x' })).toEqual({
      'mui:productId': 'null',
      'mui:productCategoryId': 'x',
    });
  });

  it('reads the metas back from the document', () => {
    document.head.innerHTML =
      '<meta name="mui:productId" content="x-charts"><meta name="mui:productCategoryId" content="x">';
    expect(readProductMeta(document)).toEqual({ productId: 'x-charts', productCategoryId: 'x' });
    document.head.innerHTML = '<meta name="mui:productId" content="null">';
    expect(readProductMeta(document)).toEqual({ productId: null, productCategoryId: null });
  });

  it('sends the canonical location: no language prefix, query or fragment', () => {
    expect(
      pageViewEvent({
        title: 'Sorting - MUI X',
        origin: 'https://mui.com',
        path: '/zh/x/react-data-grid/sorting/?a=1#multi-sorting',
        product: { productId: 'x-data-grid', productCategoryId: 'x' },
      }),
    ).toEqual([
      'event',
      'page_view',
      {
        page_title: 'Sorting - MUI X',
        page_location: 'https://mui.com/x/react-data-grid/sorting/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      },
    ]);
    expect(
      pageViewEvent({
        title: 'Overview',
        origin: 'http://localhost:3000',
        path: '/x/introduction/',
        product: { productId: null, productCategoryId: 'x' },
      })[2],
    ).toMatchObject({ page_location: 'http://localhost:3000/x/introduction/', productId: null });
  });
});

describe('user properties', () => {
  it('rounds the device pixel ratio to 0.1', () => {
    expect(roundPixelRatio(1)).toBe(1);
    expect(roundPixelRatio(1.25)).toBe(1.3);
    expect(roundPixelRatio(2.6666)).toBe(2.7);
    expect(roundPixelRatio(0.8999)).toBe(0.9);
  });

  it('sets the five user properties', () => {
    expect(
      userPropertiesCall({
        codeVariant: 'JS',
        userLanguage: 'zh',
        devicePixelRatio: 1.333,
        colorSchemeOS: 'dark',
        colorScheme: 'light',
      }),
    ).toEqual([
      'set',
      'user_properties',
      { codeVariant: 'JS', userLanguage: 'zh', devicePixelRatio: 1.3, colorSchemeOS: 'dark', colorScheme: 'light' },
    ]);
  });
});
