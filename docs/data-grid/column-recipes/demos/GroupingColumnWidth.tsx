import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  useGridApiRef,
  type GridGroupingColDefOverride,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Item {
  id: number;
  path: string[];
  size: string;
}

// A small project folder, as tree data: each row's path names its place in the tree.
const rows: Item[] = [
  { id: 1, path: ['src'], size: '' },
  { id: 2, path: ['src', 'App.tsx'], size: '4 KB' },
  { id: 3, path: ['src', 'components'], size: '' },
  { id: 4, path: ['src', 'components', 'Header.tsx'], size: '2 KB' },
  { id: 5, path: ['src', 'components', 'Footer.tsx'], size: '1 KB' },
  { id: 6, path: ['public'], size: '' },
  { id: 7, path: ['public', 'logo.svg'], size: '3 KB' },
  { id: 8, path: ['package.json'], size: '1 KB' },
];

const columns: GridColDef<Item>[] = [{ field: 'size', headerName: 'Size', width: 110 }];

export default function GroupingColumnWidth() {
  const apiRef = useGridApiRef();
  const [showCounts, setShowCounts] = React.useState(true);

  // preview-start
  // Rebuilt when the switch changes. The grid keeps the grouping column's current width and flex,
  // so `width` here only counts on the first render.
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Item>>(
    () => ({ headerName: 'Name', width: 240, hideDescendantCount: !showCounts }),
    [showCounts],
  );

  // To change the width later, go through the API.
  const setGroupWidth = (width: number) => apiRef.current?.setColumnWidth(GRID_TREE_DATA_GROUPING_FIELD, width);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={showCounts} onChange={(event) => setShowCounts(event.target.checked)} />}
          label="Show item counts"
        />
        <Button size="small" variant="outlined" onClick={() => setGroupWidth(180)}>
          Narrow names
        </Button>
        <Button size="small" variant="outlined" onClick={() => setGroupWidth(360)}>
          Wide names
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row: Item) => row.path}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
