import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../docs/translations/templates/en.json';
import zh from '../../docs/translations/templates/zh.json';
import { TEMPLATES } from './catalog';
import { PREVIEW_MODES, PREVIEWS_MANIFEST, type PreviewManifest } from './previews';
import { sourceHash } from './sourceHash';
import { collectTemplateFiles } from './sources';

const root = process.cwd();
const read = (path: string) => {
  const full = join(root, 'docs/templates', path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};
const manifest = (
  existsSync(join(root, PREVIEWS_MANIFEST)) ? JSON.parse(readFileSync(join(root, PREVIEWS_MANIFEST), 'utf8')) : {}
) as PreviewManifest;
const loaders = readFileSync(join(root, 'src/templates/templateComponents.ts'), 'utf8');

describe.each(TEMPLATES.map((template) => [template.slug, template] as const))('template %s', (slug, template) => {
  it('is registered, titled and described in English and Chinese', () => {
    expect(loaders).toContain(`import('../../docs/templates/${slug}/${template.component}')`);
    for (const strings of [en, zh] as { templates?: Record<string, { title?: string; description?: string }> }[]) {
      expect(strings.templates?.[slug]?.title).toBeTruthy();
      expect(strings.templates?.[slug]?.description).toBeTruthy();
    }
  });

  it('has preview images taken from its current sources (else: npm run templates:previews)', () => {
    for (const mode of PREVIEW_MODES)
      expect(existsSync(join(root, 'public/static/templates', `${slug}-${mode}.webp`)), `${slug}-${mode}.webp`).toBe(
        true,
      );
    const current = sourceHash(collectTemplateFiles(`${slug}/${template.component}.tsx`, read));
    expect(
      manifest[slug]?.sources,
      `The previews of "${slug}" are older than its sources: run \`npm run templates:previews\` on a running site.`,
    ).toBe(current);
  });
});
