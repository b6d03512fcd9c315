// `npm run templates:previews`: screenshots every template (light and dark) from a running site and writes
// public/static/templates/<slug>-<mode>.webp and previews.json (the hash of the sources each was taken from).
// Run it after changing a template: src/templates/previews.test.ts fails while an image is older than its sources.
//
//   npm run build && npm start        # or npm run dev
//   npm run templates:previews        # PREVIEW_BASE_URL=http://localhost:3000 by default; extra args: slugs
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { TEMPLATES } from '../src/templates/catalog';
import {
  PREVIEW_MODES,
  PREVIEW_SIZE,
  PREVIEW_VIEWPORT,
  PREVIEWS_DIR,
  PREVIEWS_MANIFEST,
  type PreviewManifest,
} from '../src/templates/previews';
import { sourceHash } from '../src/templates/sourceHash';
import { collectTemplateFiles } from '../src/templates/sources';

const base = process.env.PREVIEW_BASE_URL ?? 'http://localhost:3000';
const only = process.argv.slice(2);
const templatesDir = join(process.cwd(), 'docs/templates');
const read = (path: string) => {
  const full = join(templatesDir, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

const manifest: Record<string, { sources: string }> = existsSync(PREVIEWS_MANIFEST)
  ? (JSON.parse(readFileSync(PREVIEWS_MANIFEST, 'utf8')) as PreviewManifest)
  : {};
mkdirSync(PREVIEWS_DIR, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const template of TEMPLATES.filter(({ slug }) => only.length === 0 || only.includes(slug))) {
    for (const mode of PREVIEW_MODES) {
      const context = await browser.newContext({ viewport: PREVIEW_VIEWPORT, deviceScaleFactor: 1 });
      await context.addInitScript((scheme) => {
        localStorage.setItem('mui-mode', scheme);
        localStorage.setItem('mui-direction', 'ltr');
        localStorage.setItem('docs-consent', 'denied');
      }, mode);
      const page = await context.newPage();
      const response = await page.goto(`${base}/x/templates/${template.slug}/live/`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${template.slug}: HTTP ${response?.status()} from ${base}`);
      // Charts animate in and pickers settle: let them finish.
      await page.waitForTimeout(1500);
      const png = await page.screenshot({ type: 'png' });
      await sharp(png)
        .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height)
        .webp({ quality: 78, effort: 6 })
        .toFile(join(PREVIEWS_DIR, `${template.slug}-${mode}.webp`));
      await context.close();
    }
    manifest[template.slug] = {
      sources: sourceHash(collectTemplateFiles(`${template.slug}/${template.component}.tsx`, read)),
    };
    console.log(`${template.slug}: light and dark previews written`);
  }
} finally {
  await browser.close();
}
const ordered = Object.fromEntries(TEMPLATES.flatMap(({ slug }) => (manifest[slug] ? [[slug, manifest[slug]]] : [])));
writeFileSync(PREVIEWS_MANIFEST, `${JSON.stringify(ordered, null, 2)}\n`);
