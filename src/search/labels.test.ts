import { describe, expect, it } from 'vitest';
import { doc } from './fixtures';
import { productLabel } from '../i18n/pageTitles';
import { suggestionLabel } from './labels';

describe('labels', () => {
  it("names products in the reader's language, and nothing for pages of no product", () => {
    expect(productLabel('x-data-grid', 'en')).toBe('Data Grid');
    expect(productLabel('x-data-grid', 'zh')).not.toBe('Data Grid');
    expect(productLabel(null, 'en')).toBeUndefined();
  });

  it('labels a suggestion by product, page and entry, without repeating a name', () => {
    const section = doc({
      id: '/a/#b',
      kind: 'section',
      title: 'Sort order',
      parent: 'Sorting',
      product: 'x-data-grid',
    });
    expect(suggestionLabel(section, 'en')).toBe('Data Grid › Sorting › Sort order');
    expect(suggestionLabel(doc({ id: '/x/react-data-grid/', title: 'Data Grid', product: 'x-data-grid' }), 'en')).toBe(
      'Data Grid',
    );
    expect(suggestionLabel(doc({ id: '/x/introduction/', title: 'Licensing' }), 'en')).toBe('Licensing');
  });
});
