import LZString from 'lz-string';
import type { CodeStyling } from '../preferences/codeVariant';
import { SANDBOX_VERSIONS } from '../site/versions';
import { demoImports, joinPath } from './imports';

export type CodeVariant = 'TS' | 'JS';

export interface SandboxDemo {
  /** The demo's name, used as its file name. */
  readonly name: string;
  readonly title: string;
  readonly variant: CodeVariant;
  /** The demo source in the variant. */
  readonly code: string;
  /** Relative modules the demo imports, by path relative to the demo (`./data.ts`). */
  readonly files?: Readonly<Record<string, string>>;
  /** The styling variant; Tailwind adds Tailwind's setup to the project. */
  readonly styling?: CodeStyling;
  /**
   * The folder under `src/` the demo file lives in (a template's `dashboard`), so that its relative
   * imports, `../shared-theme/AppTheme` included, resolve in the project as they do in the docs. Default: `src/`.
   */
  readonly dir?: string;
  /** The project's description (default: a demo of the documentation). */
  readonly description?: string;
}

export type ProjectFiles = Record<string, string>;

/** Packages every sandbox needs next to what the demo imports. */
const PEER_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

function version(name: string): string {
  return SANDBOX_VERSIONS[name] ?? 'latest';
}

function versions(names: readonly string[]): Record<string, string> {
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, version(name)]));
}

/** `src/<dir>/<relative>` with `./` and `../` segments resolved (`dashboard` + `../shared-theme/x.ts`). */
export function projectPath(dir: string | undefined, relative: string): string {
  const path = joinPath(dir ?? '', relative);
  if (path === null) throw new Error(`The module "${relative}" is outside the project's src/ folder.`);
  return `src/${path}`;
}

function entryFile(name: string, variant: CodeVariant, tailwind: boolean, dir: string | undefined): string {
  const root = variant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return `${tailwind ? "import './tailwind.css';\n" : ''}import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import ${name} from './${dir ? `${dir}/` : ''}${name}';

createRoot(${root}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <CssBaseline />
      <${name} />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
  },
  include: ['src'],
};

const TAILWIND_FILES: ProjectFiles = {
  'tailwind.config.js': `/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,jsx,ts,tsx}'],
  darkMode: 'media',
};
`,
  'postcss.config.js': `export default {
  plugins: { tailwindcss: {}, autoprefixer: {} },
};
`,
  'src/tailwind.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
};

/**
 * A complete Vite + React project that renders the demo: the demo file, the
 * modules it imports relatively, an entry, index.html, package.json with the
 * packages the demo imports at the documented versions (plus React, Emotion
 * and Material UI), for TypeScript a tsconfig.json and the React types, and
 * for the Tailwind styling Tailwind's configuration and stylesheet.
 */
export function sandboxProject(demo: SandboxDemo): ProjectFiles {
  const ext = demo.variant === 'TS' ? 'tsx' : 'jsx';
  const sources = [demo.code, ...Object.values(demo.files ?? {})];
  const imported = sources.flatMap((source) => demoImports(source).packages);
  const typescript = demo.variant === 'TS';
  const tailwind = demo.styling === 'Tailwind';
  const packageJson = {
    name: demo.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    description: demo.description ?? demo.title,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: versions([...imported, ...PEER_PACKAGES]),
    devDependencies: versions([
      'vite',
      '@vitejs/plugin-react',
      ...(typescript ? ['typescript', '@types/react', '@types/react-dom'] : []),
      ...(tailwind ? ['tailwindcss', 'postcss', 'autoprefixer'] : []),
    ]),
  };
  const files: ProjectFiles = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${demo.title.replace(/[<&]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.${ext}"></script>
  </body>
</html>
`,
    [`vite.config.${typescript ? 'ts' : 'js'}`]: `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
    [`src/main.${ext}`]: entryFile(demo.name, demo.variant, tailwind, demo.dir),
    [demoPath(demo)]: demo.code,
  };
  for (const [path, content] of Object.entries(demo.files ?? {})) files[projectPath(demo.dir, path)] = content;
  if (typescript) {
    files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
    // Types for Vite's asset and CSS Module imports.
    files['src/vite-env.d.ts'] = '/// <reference types="vite/client" />\n';
  }
  if (tailwind) Object.assign(files, TAILWIND_FILES);
  return files;
}

/** Where the demo file is in the project: `src/Demo.tsx`, `src/dashboard/Dashboard.tsx`. */
function demoPath(demo: SandboxDemo): string {
  return projectPath(demo.dir, `${demo.name}.${demo.variant === 'TS' ? 'tsx' : 'jsx'}`);
}

export interface FormSubmission {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** CodeSandbox's define API: the files as LZ-compressed, URL-safe base64 `parameters`. */
export function codeSandboxForm(demo: SandboxDemo): FormSubmission {
  const files = Object.fromEntries(
    Object.entries(sandboxProject(demo)).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  const parameters = LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: `file=/${demoPath(demo)}` },
  };
}

/** Reads CodeSandbox `parameters` back (for tests and debugging). */
export function decodeCodeSandboxParameters(parameters: string): { files: Record<string, { content: string }> } {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(LZString.decompressFromBase64(base64)) as { files: Record<string, { content: string }> };
}

/** StackBlitz's POST API: one `project[files][path]` field per file, a Node (Vite) project. */
export function stackBlitzForm(demo: SandboxDemo): FormSubmission {
  const fields: Record<string, string> = {
    'project[title]': demo.title,
    'project[description]': demo.description ?? `${demo.title}: a demo from the MUI X documentation.`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(sandboxProject(demo))) fields[`project[files][${path}]`] = content;
  return { action: `https://stackblitz.com/run?file=${demoPath(demo)}`, fields };
}
