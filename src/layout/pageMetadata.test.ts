import { describe, expect, it } from 'vitest';
import { pageMetadata } from './pageMetadata';

describe('pageMetadata', () => {
  it('declares the canonical URL of the language and every alternate with x-default', () => {
    const metadata = pageMetadata({
      title: 'Sorting',
      description: 'Sort rows.',
      href: '/x/react-data-grid/sorting/',
      language: 'zh',
    });
    expect(metadata.title).toBe('Sorting - MUI X');
    expect(metadata.alternates).toEqual({
      canonical: '/zh/x/react-data-grid/sorting/',
      languages: {
        en: '/x/react-data-grid/sorting/',
        zh: '/zh/x/react-data-grid/sorting/',
        'x-default': '/x/react-data-grid/sorting/',
      },
    });
  });
});
