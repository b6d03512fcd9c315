import { describe, expect, it } from 'vitest';
import {
  codeSandboxForm,
  decodeCodeSandboxParameters,
  sandboxProject,
  stackBlitzForm,
  type SandboxDemo,
} from './sandbox';

const tsDemo: SandboxDemo = {
  name: 'BasicGrid',
  title: 'Basic grid',
  variant: 'TS',
  code: [
    "import * as React from 'react';",
    "import Box from '@mui/material/Box';",
    "import { DataGrid, type GridColDef } from '@mui/x-data-grid/DataGrid';",
    "import { rows } from './rows';",
    '',
    'export default function BasicGrid() {',
    '  return <Box sx={{ height: 300 }}><DataGrid rows={rows} columns={[] as GridColDef[]} /></Box>;',
    '}',
  ].join('\n'),
  files: { './rows.ts': "import dayjs from 'dayjs';\nexport const rows = [{ id: 1, at: dayjs() }];\n" },
};

const jsDemo: SandboxDemo = {
  name: 'FirstPicker',
  title: 'First picker',
  variant: 'JS',
  code: [
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
    '',
    'export default function FirstPicker() {',
    '  return <LocalizationProvider dateAdapter={AdapterDayjs}><DatePicker /></LocalizationProvider>;',
    '}',
  ].join('\n'),
};

describe('sandboxProject', () => {
  it('builds a TypeScript project with exactly the expected files', () => {
    const files = sandboxProject(tsDemo);
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/BasicGrid.tsx',
      'src/main.tsx',
      'src/rows.ts',
      'src/vite-env.d.ts',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['src/BasicGrid.tsx']).toBe(tsDemo.code);
    expect(files['src/main.tsx']).toContain("import BasicGrid from './BasicGrid';");
    expect(files['src/main.tsx']).toContain("document.getElementById('root')!");
    expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('writes package.json with the imported packages at the documented versions, peers and TS types', () => {
    const pkg = JSON.parse(sandboxProject(tsDemo)['package.json'] ?? '{}') as Record<string, unknown>;
    expect(pkg).toEqual({
      name: 'basic-grid',
      private: true,
      description: 'Basic grid',
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: {
        '@emotion/react': '^11.14.0',
        '@emotion/styled': '^11.14.1',
        '@mui/material': '^7.3.9',
        '@mui/x-data-grid': '8.13.1',
        dayjs: '^1.11.13',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
      },
      devDependencies: {
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
        '@vitejs/plugin-react': '^5.0.0',
        typescript: '^5.9.3',
        vite: '^7.1.0',
      },
    });
  });

  it('builds a JavaScript project without TypeScript files or types', () => {
    const files = sandboxProject(jsDemo);
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/FirstPicker.jsx',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(files['src/main.jsx']).not.toContain('!)');
    const pkg = JSON.parse(files['package.json'] ?? '{}') as { dependencies: object; devDependencies: object };
    expect(pkg.dependencies).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.1',
      '@mui/material': '^7.3.9',
      '@mui/x-date-pickers': '8.12.0',
      react: '^19.2.0',
      'react-dom': '^19.2.0',
    });
    expect(pkg.devDependencies).toEqual({ '@vitejs/plugin-react': '^5.0.0', vite: '^7.1.0' });
  });
});

describe('sandboxProject with the Tailwind styling', () => {
  it('adds Tailwind’s configuration, stylesheet and packages, and imports the stylesheet first', () => {
    const files = sandboxProject({ ...jsDemo, styling: 'Tailwind' });
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'postcss.config.js',
      'src/FirstPicker.jsx',
      'src/main.jsx',
      'src/tailwind.css',
      'tailwind.config.js',
      'vite.config.js',
    ]);
    expect(files['src/main.jsx']?.startsWith("import './tailwind.css';")).toBe(true);
    const pkg = JSON.parse(files['package.json'] ?? '{}') as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies).toMatchObject({ tailwindcss: '^3.4.17', postcss: '^8.5.0', autoprefixer: '^10.4.0' });
  });
});

describe('codeSandboxForm', () => {
  it('posts the project, LZ-compressed, to the define API and opens the demo file', () => {
    const form = codeSandboxForm(tsDemo);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields['query']).toBe('file=/src/BasicGrid.tsx');
    expect(form.fields['parameters']).toMatch(/^[A-Za-z0-9_-]+$/);
    const { files } = decodeCodeSandboxParameters(form.fields['parameters'] ?? '');
    expect(Object.keys(files).sort()).toEqual(Object.keys(sandboxProject(tsDemo)).sort());
    expect(files['src/BasicGrid.tsx']?.content).toBe(tsDemo.code);
  });
});

describe('stackBlitzForm', () => {
  it('posts one field per file of a node project', () => {
    const form = stackBlitzForm(jsDemo);
    expect(form.action).toBe('https://stackblitz.com/run?file=src/FirstPicker.jsx');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[title]']).toBe('First picker');
    expect(
      Object.keys(form.fields)
        .filter((key) => key.startsWith('project[files]'))
        .sort(),
    ).toEqual([
      'project[files][index.html]',
      'project[files][package.json]',
      'project[files][src/FirstPicker.jsx]',
      'project[files][src/main.jsx]',
      'project[files][vite.config.js]',
    ]);
  });
});

describe('a demo in a folder (a template)', () => {
  const template: SandboxDemo = {
    name: 'Dashboard',
    title: 'Dashboard template',
    description: 'The dashboard template of MUI X.',
    variant: 'TS',
    dir: 'dashboard',
    code: "import AppTheme from '../shared-theme/AppTheme';\nimport { orders } from './data/orders';\nexport default function Dashboard() { return null; }\n",
    files: {
      './data/orders.ts': 'export const orders = [];\n',
      '../shared-theme/AppTheme.tsx':
        "import { ThemeProvider } from '@mui/material/styles';\nexport default ThemeProvider;\n",
    },
  };

  it('keeps the folder layout, so relative imports resolve as in the docs', () => {
    const files = sandboxProject(template);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'src/dashboard/Dashboard.tsx',
        'src/dashboard/data/orders.ts',
        'src/shared-theme/AppTheme.tsx',
      ]),
    );
    expect(files['src/main.tsx']).toContain("import Dashboard from './dashboard/Dashboard';");
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({
      description: 'The dashboard template of MUI X.',
    });
  });

  it('opens the entry file in both services', () => {
    expect(codeSandboxForm(template).fields.query).toBe('file=/src/dashboard/Dashboard.tsx');
    expect(stackBlitzForm(template).action).toBe('https://stackblitz.com/run?file=src/dashboard/Dashboard.tsx');
  });

  it('refuses a module outside src/', () => {
    expect(() => sandboxProject({ ...template, files: { '../../secrets.ts': '' } })).toThrow(/outside the project/);
  });
});
