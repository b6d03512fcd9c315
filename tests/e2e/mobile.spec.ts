import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 800 } });

test('the navigation drawer opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/x/react-charts/');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav).toBeHidden();

  const open = page.getByRole('button', { name: 'Open main navigation' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close main navigation' })).toBeFocused();

  // Focus stays inside the drawer.
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(nav).toBeHidden();
  await expect(open).toBeFocused();
});

test('choosing a page in the drawer navigates and closes it', async ({ page }) => {
  await page.goto('/x/react-charts/');
  await page.getByRole('button', { name: 'Open main navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await drawer.getByRole('link', { name: 'Quickstart' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/x\/react-charts\/quickstart\/$/);
  await expect(drawer).toBeHidden();
});
