import { expect, test } from '@playwright/test';

// The props playground of the pie chart page (docs/charts/pie: ::playground{name="PieShape"}): its controls come from
// the API reference's types, the chart follows them, and the code under it spells out what differs from the defaults.
test('a props playground drives the chart and prints the code for the chosen values', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-charts/pie/');
  const playground = page.locator('[data-demo="PieShape"]');
  await playground.scrollIntoViewIfNeeded();
  const code = playground.getByLabel('Code for the props above');
  await expect(code).toContainText("import { PieChart } from '@mui/x-charts/PieChart';");
  await expect(code).not.toContainText('paddingAngle');

  // A number option is a slider (its name is the option's path); the code and the chart follow it.
  const arcs = playground.locator('path.MuiPieArc-root');
  const before = await arcs.first().getAttribute('d');
  const slider = playground.getByRole('slider', { name: 'series.paddingAngle' });
  await slider.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(code).toContainText('paddingAngle: 3');
  await expect.poll(() => arcs.first().getAttribute('d')).not.toBe(before);

  // A boolean prop is a switch.
  await playground.getByRole('switch', { name: 'hideLegend' }).check();
  await expect(code).toContainText(/^\s+hideLegend$/m);
  await expect(playground.locator('.MuiChartsLegend-root')).toHaveCount(0);

  await playground.getByRole('button', { name: 'Copy' }).click();
  await expect(playground.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.innerText());

  // Reset returns to the start: nothing left to spell out but the data.
  await playground.getByRole('button', { name: 'Reset props' }).click();
  await expect(code).not.toContainText('paddingAngle');
  await expect(code).not.toContainText('hideLegend');
  await expect(playground.locator('.MuiChartsLegend-root')).toHaveCount(1);
});
