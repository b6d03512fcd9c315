import { expect, test } from '@playwright/test';
import { decodeCodeSandboxParameters } from '../../src/demos/sandbox';
import { TEMPLATES } from '../../src/templates/catalog';
import { axeProblems, COLOUR_RULES, PHONE_WIDTH, prepareVisit, switchMode, widerThanPhone } from '../gates/visit';

// The template showcase: the gallery, each template alone (its `live/` page: what the frame under the bar shows),
// and the bar (frame, direction, source, sandboxes) on one template.
test.use({ trace: 'off' });

test('the gallery lists every template with its preview, live page and source, in English and Chinese', async ({
  page,
}) => {
  const log = await prepareVisit(page, 'light');
  expect((await page.goto('/x/templates/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const cards = page.locator('main li');
  await expect(cards).toHaveCount(TEMPLATES.length);
  for (const [index, { slug }] of TEMPLATES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      `/x/templates/${slug}/`,
    );
    await expect(card.getByRole('link', { name: /^Source of the / })).toHaveAttribute(
      'href',
      `/x/templates/${slug}/#source`,
    );
    // The preview of the reader's scheme loads (lazy: brought into view first); the other is not shown.
    const light = card.locator(`img[src="/static/templates/${slug}-light.webp"]`);
    await light.scrollIntoViewIfNeeded();
    await expect.poll(() => light.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator(`img[src="/static/templates/${slug}-dark.webp"]`)).toBeHidden();
  }
  const problems = await axeProblems(page, '/x/templates/', 'light');
  await switchMode(page, 'dark');
  await expect(cards.first().locator('img').last()).toBeVisible();
  problems.push(...(await axeProblems(page, '/x/templates/', 'dark', undefined, COLOUR_RULES)), ...log.pending);
  expect(problems, problems.join('\n')).toEqual([]);

  await page.goto('/zh/x/templates/');
  await expect(page.getByRole('heading', { level: 1, name: '模板' })).toBeVisible();
  await expect(page.locator('main li').first().getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    `/zh/x/templates/${TEMPLATES[0]?.slug}/`,
  );
});

for (const { slug } of TEMPLATES) {
  test(`template ${slug}: renders with no error at desktop and phone widths, axe light and dark`, async ({ page }) => {
    test.setTimeout(90_000);
    const href = `/x/templates/${slug}/live/`;
    const log = await prepareVisit(page, 'light');
    expect((await page.goto(href))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const problems = await axeProblems(page, href, 'light');
    await switchMode(page, 'dark');
    problems.push(...(await axeProblems(page, href, 'dark', undefined, COLOUR_RULES)));
    // A phone opens it afresh: no error, and nothing makes the page scroll sideways.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.reload();
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    problems.push(...(await widerThanPhone(page, href)), ...log.pending);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('a template page: the template in its frame under the bar; direction, source and sandbox', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let posted = '';
  await context.route('https://codesandbox.io/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  const log = await prepareVisit(page, 'light');
  expect((await page.goto('/x/templates/sticky-footer/'))?.status()).toBe(200);
  const bar = page.getByRole('navigation', { name: 'Template' });
  await expect(bar.getByRole('link', { name: 'Back to the templates' })).toHaveAttribute('href', '/x/templates/');
  const frame = page.frameLocator('iframe[title="The Sticky footer template"]');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();

  // Right to left: the bar's button flips the template in its frame, and back.
  await bar.getByRole('button', { name: 'Right to left' }).click();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(bar.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByRole('button', { name: 'Right to left' }).click();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr');

  // CodeSandbox gets the template with its folder layout and the shared theme.
  const popup = page.waitForEvent('popup');
  await bar.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await popup).close();
  const form = new URLSearchParams(posted);
  expect(form.get('query')).toBe('file=/src/sticky-footer/StickyFooter.tsx');
  const { files } = decodeCodeSandboxParameters(form.get('parameters') ?? '');
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'src/sticky-footer/StickyFooter.tsx',
      'src/sticky-footer/content.ts',
      'src/shared-theme/AppTheme.tsx',
    ]),
  );
  expect(files['src/main.tsx']?.content).toContain("import StickyFooter from './sticky-footer/StickyFooter';");

  // The source: every file, TypeScript or JavaScript, and a copy of the file shown.
  await bar.getByRole('button', { name: 'Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Source of the Sticky footer template' });
  const files_ = dialog.getByRole('navigation', { name: 'Files' });
  await expect(files_.getByRole('button')).toHaveText([
    'StickyFooter.tsx',
    'content.ts',
    '../shared-theme/AppTheme.tsx',
    '../shared-theme/ColorModeToggle.tsx',
    '../shared-theme/themePrimitives.ts',
  ]);
  await files_.getByRole('button', { name: 'content.ts' }).click();
  await expect(dialog.getByRole('region', { name: 'content.ts' })).toContainText('export const releaseNotes');
  await dialog.getByRole('button', { name: 'JS' }).click();
  await expect(files_.getByRole('button').first()).toHaveText('StickyFooter.jsx');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('export const releaseNotes');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Source' })).toBeFocused();
  expect(log.pending).toEqual([]);
});

test('the gallery’s source link opens the template with its source shown', async ({ page }) => {
  await page.goto('/x/templates/');
  await page.getByRole('link', { name: 'Source of the Sticky footer template' }).click();
  await expect(page).toHaveURL(/\/x\/templates\/sticky-footer\/#source$/);
  await expect(page.getByRole('dialog', { name: 'Source of the Sticky footer template' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'StickyFooter.tsx' })).toContainText('export default function');
});
