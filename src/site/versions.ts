/**
 * Versions a sandbox project installs: the documented MUI X versions exactly
 * (DESIGN §1), everything else at a compatible range. Checked against
 * package.json by versions.test.ts so the two cannot drift.
 */
export const SANDBOX_VERSIONS: Readonly<Record<string, string>> = {
  '@mui/x-data-grid': '8.13.1',
  '@mui/x-data-grid-pro': '8.13.1',
  '@mui/x-data-grid-premium': '8.13.1',
  '@mui/x-data-grid-generator': '8.13.1',
  '@mui/x-charts': '8.13.1',
  '@mui/x-charts-pro': '8.12.0',
  '@mui/x-tree-view': '8.13.1',
  '@mui/x-tree-view-pro': '8.10.1',
  '@mui/x-date-pickers': '8.12.0',
  '@mui/x-date-pickers-pro': '8.12.0',
  '@mui/material': '^7.3.9',
  '@mui/icons-material': '^7.3.2',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.1',
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  dayjs: '^1.11.13',
  typescript: '^5.9.3',
  '@types/react': '^19.2.0',
  '@types/react-dom': '^19.2.0',
  vite: '^7.1.0',
  '@vitejs/plugin-react': '^5.0.0',
  tailwindcss: '^3.4.17',
  postcss: '^8.5.0',
  autoprefixer: '^10.4.0',
};
