// `tsx scripts/check-sitemap.ts <SITEMAP.txt>`: checks that the page tree
// (src/routing/pageTree.data.ts, API titles and plans from the generated
// documents) holds exactly the nodes of a page-tree listing, in order, nested,
// titled and flagged the same. `.ci/run` runs it against the project's
// SITEMAP.txt; `npm test` does not (it reads nothing outside the repository).
import { readFileSync } from 'node:fs';
import { withApiDocs } from '../src/api-docs/apiTree';
import { readAllApiDocs } from '../src/api-docs/store';
import { pageTree } from '../src/routing/pageTree.data';
import { parseSitemap, sitemapDifferences } from '../src/routing/sitemap';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/check-sitemap.ts <SITEMAP.txt>');
  process.exit(2);
}
const differences = sitemapDifferences(
  withApiDocs(pageTree, readAllApiDocs()),
  parseSitemap(readFileSync(file, 'utf8')),
);
if (differences.length > 0) {
  console.error(`The page tree differs from ${file}:\n${differences.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`page tree: matches ${file}`);
