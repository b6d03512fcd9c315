import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractPreview } from '../demos/preview';
import type { DemoCode } from '../llms/guideMarkdown';
import { readDemoModules } from './demoSources.server';
import { DOCS_DIR } from './pages.server';

/** A demo's TypeScript source as a reader copies it (preview markers removed) with the modules it imports. */
export async function demoPreviewFree(pageDir: string, name: string): Promise<DemoCode> {
  const demosDir = join(DOCS_DIR, pageDir, 'demos');
  const file = `${name}.tsx`;
  const source = await readFile(join(demosDir, file), 'utf8');
  return {
    file,
    code: extractPreview(source).code,
    files: await readDemoModules(demosDir, source, `docs/${pageDir}/demos/${file}`),
  };
}
