import { expect, test } from '@playwright/test';

const GRID_V8 = '/x/migration/migration-data-grid-v7/';

/** Code a team on Data Grid v7 might have: a removed prop, a stabilised one, a v7 selection model. */
const V7_SNIPPET = `import { DataGrid, GridToolbar } from '@mui/x-data-grid';

export default function Orders({ rows, columns }) {
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      unstable_rowSpanning
      rowPositionsDebounceMs={50}
      rowSelectionModel={[1, 2]}
      slots={{ toolbar: GridToolbar }}
    />
  );
}`;

test('the checker lists the sections and table rows that name what pasted v7 code uses', async ({ page }) => {
  await page.goto(GRID_V8);
  const checker = page.locator('[data-migration-checker]');
  await checker.getByRole('textbox', { name: 'Your code or package.json' }).fill(V7_SNIPPET);
  const sections = checker.locator('[data-checker-sections] a');
  await expect(sections.first()).toBeVisible();
  // Each listed section is a heading of this page, and it names something the snippet uses.
  for (const href of await sections.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    await expect(page.locator(`h2${href}, h3${href}`)).toHaveCount(1);
  }
  const rows = checker.locator('[data-checker-rows]');
  await expect(rows.getByRole('link', { name: 'DataGrid.rowPositionsDebounceMs' })).toBeVisible();
  await expect(rows.getByRole('link', { name: 'DataGrid.unstable_rowSpanning' })).toBeVisible();

  // A row link opens its group of the table and lands on the row.
  await rows.getByRole('link', { name: 'DataGrid.rowPositionsDebounceMs' }).click();
  const row = page.locator('[data-api-changes] tr[data-change-name="rowPositionsDebounceMs"]');
  await expect(row).toBeInViewport();
  await expect(row).toContainText('Removed');

  await checker.getByRole('textbox').fill('const total = 1 + 2;');
  await expect(checker).toContainText('Nothing in this text is named by a change on this page.');
});

test('the API change table filters by name and by type of change', async ({ page }) => {
  await page.goto(GRID_V8);
  const table = page.locator('[data-api-changes]');
  const status = table.getByRole('search');
  await expect(status).toContainText(/of \d+ changes/);
  await table.getByRole('searchbox', { name: 'Filter the API changes' }).fill('rowSpanning');
  const renamed = table.locator('tr[data-change-name="unstable_rowSpanning"]');
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole('link', { name: 'rowSpanning' })).toHaveAttribute(
    'href',
    '/x/api/data-grid/data-grid/#props-rowSpanning',
  );
  await expect(table.locator('tr[data-change-name="rowPositionsDebounceMs"]')).toBeHidden();
  await table.getByRole('searchbox').fill('');
  await table.getByRole('combobox', { name: 'Type of change' }).selectOption({ label: 'Removed' });
  await expect(table.locator('tr[data-change-name="rowPositionsDebounceMs"]')).toBeVisible();
  await expect(renamed).toBeHidden();
});
