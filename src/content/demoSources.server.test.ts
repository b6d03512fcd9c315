import { describe, expect, it } from 'vitest';
import { loadDemoSource, loadInitialCode } from './demoSources.server';

// A page renders the code it shows first without the JavaScript twin ("Show code" fetches that payload): what the
// reader sees before and after opening the code must be the same highlighted TypeScript.
describe('loadInitialCode', () => {
  it('gives a demo with preview lines the highlighted preview of its payload, open by default or not', async () => {
    const id = 'data-grid/aggregation/TopCampaignInSortOrder';
    const { TS } = await loadDemoSource(id);
    expect(TS.preview).toBeDefined();
    const expected = { html: TS.preview?.html, kind: 'preview' };
    expect(await loadInitialCode(id, false)).toEqual(expected);
    expect(await loadInitialCode(id, true)).toEqual(expected);
  }, 30_000);

  it('gives a demo without preview lines its whole highlighted source when open by default, else nothing', async () => {
    const id = 'data-grid/overview/OrdersDataGrid';
    const { TS } = await loadDemoSource(id);
    expect(TS.preview).toBeUndefined();
    expect(await loadInitialCode(id, true)).toEqual({ html: TS.html, kind: 'full' });
    expect(await loadInitialCode(id, false)).toBeUndefined();
  }, 30_000);
});
