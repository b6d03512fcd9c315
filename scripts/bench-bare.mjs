// The reference the bench compares the site with: a bare Next App Router app
// built in the same run, from the same installed packages, with a page of
// text and a page with one `DataGrid` (DESIGN.md §5). Written to
// .bench/bare-next (gitignored), built, and served with `next start`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILES = {
  'next.config.mjs': (root) => `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.jsx': () =>
    `export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
  'app/page.jsx': () =>
    `export default function Page() {\n  return (\n    <main>\n      <h1>Licensing</h1>\n      <p>A page of text, as a bare Next app renders it.</p>\n    </main>\n  );\n}\n`,
  'app/grid/page.jsx': () =>
    `import Orders from './Orders';\n\nexport default function Page() {\n  return (\n    <main>\n      <h1>Data Grid</h1>\n      <Orders />\n    </main>\n  );\n}\n`,
  'app/grid/Orders.jsx': () => `'use client';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Amelia Hart', total: 489 },
  { id: 2, customer: 'Noah Patel', total: 129 },
  { id: 3, customer: 'Mia Rossi', total: 64 },
];
const columns = [
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function Orders() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
`,
};

/** Builds the bare app; returns its directory. */
export function buildBareApp(root = process.cwd()) {
  const dir = join(root, '.bench', 'bare-next');
  rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content(root));
  }
  const result = spawnSync('npx', ['next', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the bare Next app did not build');
  return dir;
}

/** Serves a built app on a port; returns the server process (stop it with process.kill(-server.pid)). */
export function serve(dir, port) {
  return spawn('npx', ['next', 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore', detached: true });
}
