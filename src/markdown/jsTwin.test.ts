import { describe, expect, it } from 'vitest';
import { toJavaScript } from './jsTwin';

describe('toJavaScript', () => {
  it('strips types, keeps JSX, imports and blank lines', async () => {
    const source = [
      "import * as React from 'react';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import { DataGrid } from '@mui/x-data-grid';",
      '',
      "const columns: GridColDef[] = [{ field: 'id' }];",
      '',
      'interface Props {',
      '  label: string;',
      '}',
      '',
      'export default function Demo({ label }: Props) {',
      '  const [count, setCount] = React.useState<number>(0);',
      '  return <DataGrid columns={columns} rows={[]} aria-label={label + count} onClick={() => setCount(count + 1)} />;',
      '}',
      '',
    ].join('\n');
    const js = await toJavaScript(source, 'Demo.tsx');
    expect(js).not.toMatch(/GridColDef|interface|: Props|<number>/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('<DataGrid');
    expect(js).toContain("const columns = [{ field: 'id' }];\n\nexport default function Demo({ label }) {");
  });

  it('fails with the file name on a syntax error', async () => {
    await expect(toJavaScript('const x = ;', 'Broken.tsx')).rejects.toThrow(/Broken\.tsx: Expression expected/);
  });
});
