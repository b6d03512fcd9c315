export interface FileItem {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  locked?: boolean;
  children?: FileItem[];
}

// A small web project. Folders have `kind: 'folder'`; `locked` marks files the build owns.
export const projectFiles: FileItem[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'src-app', label: 'App.tsx', kind: 'file' },
      { id: 'src-main', label: 'main.tsx', kind: 'file' },
      {
        id: 'src-components',
        label: 'components',
        kind: 'folder',
        children: [
          { id: 'src-components-header', label: 'Header.tsx', kind: 'file' },
          { id: 'src-components-footer', label: 'Footer.tsx', kind: 'file' },
        ],
      },
    ],
  },
  {
    id: 'public',
    label: 'public',
    kind: 'folder',
    children: [{ id: 'public-favicon', label: 'favicon.svg', kind: 'file' }],
  },
  { id: 'package', label: 'package.json', kind: 'file', locked: true },
  { id: 'readme', label: 'README.md', kind: 'file' },
];
