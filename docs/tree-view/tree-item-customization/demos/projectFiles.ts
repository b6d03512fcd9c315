import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type FileKind = 'folder' | 'image' | 'code' | 'document' | 'pdf';

export type ProjectFile = {
  id: string;
  label: string;
  kind: FileKind;
  /** Size in kilobytes, for files only. */
  sizeKb?: number;
};

export const projectFiles: TreeViewBaseItem<ProjectFile>[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'src/App.tsx', label: 'App.tsx', kind: 'code', sizeKb: 4.2 },
      { id: 'src/main.tsx', label: 'main.tsx', kind: 'code', sizeKb: 0.6 },
      {
        id: 'src/assets',
        label: 'assets',
        kind: 'folder',
        children: [
          { id: 'src/assets/logo.svg', label: 'logo.svg', kind: 'image', sizeKb: 3.1 },
          { id: 'src/assets/hero.png', label: 'hero.png', kind: 'image', sizeKb: 812 },
        ],
      },
    ],
  },
  {
    id: 'docs',
    label: 'docs',
    kind: 'folder',
    children: [
      { id: 'docs/brief.pdf', label: 'brief.pdf', kind: 'pdf', sizeKb: 2340 },
      { id: 'docs/notes.md', label: 'notes.md', kind: 'document', sizeKb: 12.5 },
    ],
  },
  { id: 'package.json', label: 'package.json', kind: 'code', sizeKb: 1.4 },
];

export function formatSize(sizeKb: number): string {
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
}
