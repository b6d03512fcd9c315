import { describe, expect, it } from 'vitest';
import { matchRows, matchSections, namesIn, type CheckerSection } from './checker';

const sections: CheckerSection[] = [
  {
    id: 'toolbar',
    title: 'Show the toolbar with a prop',
    code: ['GridToolbar', 'showToolbar', '<DataGrid slots={{ toolbar: GridToolbar }} />'],
  },
  {
    id: 'selection',
    title: 'Read the selection as a set',
    code: ['rowSelectionModel', 'GridRowSelectionModel', '<DataGrid rowSelectionModel={[1]} />'],
  },
  {
    id: 'spanning',
    title: 'Row spanning is stable',
    code: ['unstable_rowSpanning', 'rowSpanning', '<DataGrid unstable_rowSpanning />'],
  },
  { id: 'packages', title: 'Upgrade the packages', code: ['npm install @mui/x-data-grid-pro@^8.0.0', 'DataGrid'] },
];

describe('namesIn', () => {
  it('keeps identifiers and package names, not keywords, common words or the parts of a package name', () => {
    const names = namesIn(
      `import { DataGridPro } from '@mui/x-data-grid-pro';\nconst rows = [];\n<DataGridPro rows={rows} />`,
    );
    expect([...names].sort()).toEqual(['@mui/x-data-grid-pro', 'DataGridPro']);
  });
});

describe('matchSections', () => {
  it('finds the sections that name what a v7 snippet uses, in page order', () => {
    const v7 = `<DataGrid rows={rows} columns={columns} unstable_rowSpanning slots={{ toolbar: GridToolbar }} />`;
    expect(matchSections(v7, sections)).toEqual([
      { id: 'toolbar', title: 'Show the toolbar with a prop', names: ['GridToolbar', 'slots', 'toolbar'] },
      { id: 'spanning', title: 'Row spanning is stable', names: ['unstable_rowSpanning'] },
    ]);
  });

  it('ignores a name most sections show', () => {
    expect(matchSections('<DataGrid />', sections)).toEqual([]);
  });

  it('matches a package.json by its package names', () => {
    const packageJson = JSON.stringify({ dependencies: { '@mui/x-data-grid-pro': '^7.29.0', react: '^18.3.0' } });
    expect(matchSections(packageJson, sections).map((match) => match.id)).toEqual(['packages']);
  });

  it('finds nothing in empty or unrelated text', () => {
    expect(matchSections('', sections)).toEqual([]);
    expect(matchSections('hello world', sections)).toEqual([]);
  });
});

describe('matchRows', () => {
  it('keeps the table rows whose v7 name the code uses', () => {
    const rows = [
      { id: 'change-DataGrid-prop-rowPositionsDebounceMs', name: 'rowPositionsDebounceMs' },
      { id: 'change-DataGrid-prop-indeterminateCheckboxAction', name: 'indeterminateCheckboxAction' },
    ];
    expect(matchRows('<DataGrid rowPositionsDebounceMs={100} />', rows)).toEqual([rows[0]]);
  });
});
