import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Demos import these entry points. A Pro package pins its own copy of the community package, and a copy that lacks
// a named export the Pro code imports fails the demo's page at compile time (a 500 in `next dev`, a failed build):
// `@mui/x-tree-view-pro` 8.10.1 pins `@mui/x-tree-view` 8.10.0, which does not export `selectorExpandedItems`, so
// package.json overrides that copy to 8.10.2. Node's ESM loader checks every named import the same strict way.
// (The Data Grid packages import CSS, which Node cannot load; the build checks them.)
const ENTRIES = [
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
  '@mui/x-tree-view-pro/RichTreeViewPro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
];

describe('package entry points the demos import', () => {
  it.each(ENTRIES)(
    '%s loads as ESM with every named import resolved',
    (entry) => {
      const load = () =>
        execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(entry)});`], {
          stdio: 'pipe',
          encoding: 'utf8',
        });
      expect(load).not.toThrow();
    },
    30_000,
  );
});
