import { describe, expect, it } from 'vitest';
import { demoImports, importSpecifiers, packageNameOf } from './imports';

describe('importSpecifiers', () => {
  it('reads default, named, namespace, type, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import * as React from 'react';",
      "import Box from '@mui/material/Box';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import type { Dayjs } from 'dayjs';",
      "import '@fontsource/roboto/400.css';",
      "export { helper } from './helper';",
      "const lazy = import('./LazyPart');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      'react',
      '@mui/material/Box',
      '@mui/x-data-grid',
      'dayjs',
      '@fontsource/roboto/400.css',
      './helper',
      './LazyPart',
    ]);
  });

  it('reads multi-line imports', () => {
    const source = "import {\n  LineChart,\n  lineElementClasses,\n} from '@mui/x-charts/LineChart';\n";
    expect(importSpecifiers(source)).toEqual(['@mui/x-charts/LineChart']);
  });

  it('ignores imports in comments and strings that only look like imports', () => {
    const source = "// import x from 'commented';\n/* import 'blocked'; */\nconst text = 'see https://example.com';\n";
    expect(importSpecifiers(source)).toEqual([]);
  });
});

describe('packageNameOf', () => {
  it('keeps scoped names and reduces subpaths', () => {
    expect(packageNameOf('@mui/x-data-grid/DataGrid')).toBe('@mui/x-data-grid');
    expect(packageNameOf('@mui/x-date-pickers')).toBe('@mui/x-date-pickers');
    expect(packageNameOf('dayjs/locale/fr')).toBe('dayjs');
    expect(packageNameOf('react')).toBe('react');
  });
});

describe('demoImports', () => {
  it('splits packages from relative modules, deduplicated and sorted', () => {
    const source = [
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { GridToolbar } from '@mui/x-data-grid';",
      "import Button from '@mui/material/Button';",
      "import { rows } from './data';",
      "import './demo.css';",
      "import { readFile } from 'node:fs';",
    ].join('\n');
    expect(demoImports(source)).toEqual({
      packages: ['@mui/material', '@mui/x-data-grid'],
      relative: ['./data', './demo.css'],
    });
  });
});
