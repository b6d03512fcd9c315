import { expect, test, type Locator, type Page } from '@playwright/test';

// The template alone (the page with the bar shows the same page in a frame).
const CRUD = '/x/templates/crud-dashboard/live/';

/** The page with its employees loaded (the pretend server answers after ~300 ms; a dev server's first load is slower). */
async function openDashboard(page: Page) {
  await page.goto(CRUD);
  const grid = page.getByRole('grid', { name: 'Employees' });
  await expect(grid.getByRole('row', { name: /Maren Olsen/ })).toBeVisible({ timeout: 15_000 });
  return grid;
}

/** Types a date into the picker's month/day/year sections, starting from the month. */
async function typeDate(dialog: Locator, digits: string) {
  await dialog.getByRole('group', { name: 'Start date' }).getByRole('spinbutton', { name: 'Month' }).click();
  await dialog.page().keyboard.type(digits);
}

test('an employee is added, edited, deleted and restored; a refused change rolls back', async ({ page }) => {
  const grid = await openDashboard(page);

  await page.getByRole('button', { name: 'New employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'New employee' });

  // A first try with no name, an email without a domain ending and a start date after "today"
  // (Mar 14, 2026): each problem shows under its field and the focus goes to the first one.
  await dialog.getByRole('textbox', { name: 'Email' }).fill('wren.adebayo@tidewater');
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Logistics' }).click();
  await typeDate(dialog, '04152026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the employee’s name.')).toBeVisible();
  await expect(dialog.getByText('Enter an email address like name@company.com.')).toBeVisible();
  await expect(dialog.getByText(/The start date can’t be after today/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Wren Adebayo');
  await dialog.getByRole('textbox', { name: 'Role' }).fill('Warehouse assistant');
  await dialog.getByRole('radio', { name: 'Part-time' }).check();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('wren.adebayo@tidewater.example');
  await typeDate(dialog, '03022026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = grid.getByRole('row', { name: /Wren Adebayo/ });
  await expect(row).toContainText('LogisticsWarehouse assistantMar 2, 2026Part-time');
  await expect(page.getByRole('status').filter({ hasText: 'Employee added' })).toBeVisible();

  // Edit: the same form, filled in, with the employee's name in its title.
  await row.getByRole('menuitem', { name: 'Edit Wren Adebayo' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Wren Adebayo' });
  await expect(editDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('wren.adebayo@tidewater.example');
  await editDialog.getByRole('textbox', { name: 'Role' }).fill('Dispatch coordinator');
  await editDialog.getByRole('switch', { name: 'Active' }).uncheck();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('Dispatch coordinator');
  await expect(row).toContainText('Inactive');
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  // Delete asks first.
  await row.getByRole('menuitem', { name: 'Delete Wren Adebayo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Wren Adebayo?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  // Undo puts the row back, as it was before the delete.
  const notice = page.getByRole('status').filter({ hasText: 'Employee deleted' });
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toContainText('Dispatch coordinator');
  await expect(page.getByRole('status').filter({ hasText: 'Employee restored' })).toBeVisible();

  // A change the pretend server refuses (an address with "fail@") is rolled back and reported.
  await row.getByRole('menuitem', { name: 'Edit Wren Adebayo' }).click();
  await editDialog.getByRole('textbox', { name: 'Email' }).fill('fail@tidewater.example');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The server refused to save Wren Adebayo.' })).toBeVisible();
  await expect(row).toContainText('wren.adebayo@tidewater.example');
});
