/** Reads the pages of the last production build (`npm run build`), for the gates to visit. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, filterPages, type BuiltPage, type PrerenderManifest } from './builtPages';

const MANIFEST = join(process.cwd(), '.next', 'prerender-manifest.json');

/** Every page of the build, limited to `GATES_PAGES` when set (see `filterPages`). */
export function readBuiltPages(): BuiltPage[] {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: the gates run against a build (npm run build).`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as PrerenderManifest;
  return builtPages(manifest);
}

/** The pages the gates check: every built page, or those `GATES_PAGES` names (`/x/react-charts/,/zh/x/api/*`). */
export const gatedPages = (): BuiltPage[] => filterPages(readBuiltPages(), process.env['GATES_PAGES']);
