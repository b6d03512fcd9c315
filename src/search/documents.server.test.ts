import { describe, expect, it } from 'vitest';
import { searchDocuments } from './documents.server';
import { buildIndex, loadIndex, searchIndex } from './engine';

describe('searchDocuments', () => {
  it('builds the Chinese index from translations, with English where a page is untranslated', async () => {
    const documents = await searchDocuments('zh');
    const byId = new Map(documents.map((document) => [document.id, document]));
    expect(byId.get('/x/react-data-grid/')?.title).toMatch(/数据表格/);
    expect(byId.get('/x/react-data-grid/sorting/')?.title).toBe('Sorting');
    const engine = loadIndex(buildIndex(documents));
    expect(searchIndex(engine, '数据表格').map((hit) => hit.id)).toContain('/x/react-data-grid/');
  }, 60_000);

  it('gives every heading of the English pages an anchored entry', async () => {
    const documents = await searchDocuments('en');
    expect(
      documents.find((document) => document.id === '/x/react-data-grid/sorting/#server-side-sorting'),
    ).toMatchObject({ kind: 'section', title: 'Server-side sorting', parent: 'Sorting', product: 'x-data-grid' });
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  }, 60_000);

  it('indexes the generated API reference: the checkboxSelection prop of DataGrid at its permalink', async () => {
    const documents = await searchDocuments('en');
    expect(
      documents.find((document) => document.id === '/x/api/data-grid/data-grid/#props-checkboxSelection'),
    ).toMatchObject({
      kind: 'api',
      apiKind: 'prop',
      title: 'checkboxSelection',
      parent: 'DataGrid',
      product: 'x-data-grid',
    });
    const engine = loadIndex(buildIndex(documents));
    const first = searchIndex(engine, 'checkboxSelection').find((hit) => hit.apiKind === 'prop');
    expect(first?.id).toBe('/x/api/data-grid/data-grid/#props-checkboxSelection');
  }, 60_000);
});
