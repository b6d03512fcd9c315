import type { GridColDef } from '@mui/x-data-grid-pro';

export interface ProjectFile {
  // The file's path in the repository, also used as its row id.
  id: string;
  size: number; // in bytes
  modified: Date;
}

// The files of a small website repository. Folders have no row of their own.
export const files: ProjectFile[] = [
  { id: 'src/index.tsx', size: 412, modified: new Date(2026, 1, 2) },
  { id: 'src/App.tsx', size: 1_860, modified: new Date(2026, 2, 9) },
  { id: 'src/components/Button.tsx', size: 2_304, modified: new Date(2026, 2, 4) },
  { id: 'src/components/Header.tsx', size: 3_127, modified: new Date(2026, 2, 11) },
  { id: 'src/components/Footer.tsx', size: 1_455, modified: new Date(2026, 1, 17) },
  { id: 'src/pages/Home.tsx', size: 4_980, modified: new Date(2026, 2, 12) },
  { id: 'src/pages/Checkout.tsx', size: 7_216, modified: new Date(2026, 2, 10) },
  { id: 'public/favicon.svg', size: 1_024, modified: new Date(2026, 0, 20) },
  { id: 'public/images/hero.webp', size: 184_320, modified: new Date(2026, 1, 26) },
  { id: 'public/images/team.webp', size: 96_256, modified: new Date(2026, 1, 26) },
  { id: 'docs/setup.md', size: 2_750, modified: new Date(2026, 0, 22) },
  { id: 'docs/deploy.md', size: 1_980, modified: new Date(2026, 2, 3) },
  { id: 'package.json', size: 1_312, modified: new Date(2026, 2, 9) },
  { id: 'README.md', size: 2_140, modified: new Date(2026, 0, 20) },
];

export const getFilePath = (row: ProjectFile) => row.id.split('/');

export function formatSize(bytes: number | undefined) {
  if (bytes == null) {
    return '';
  }
  const size = bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
  // Isolated left to right, so that a right-to-left page does not show "KB 1.8".
  return `\u2066${size}\u2069`;
}

export const fileColumns: GridColDef<ProjectFile>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => formatSize(value),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];
