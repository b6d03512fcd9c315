import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { footerCellSx } from './campaigns';
import { driveFiles, formatKb, getDrivePath, type DriveFile } from './driveFiles';

const columns: GridColDef<DriveFile>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number | null) => formatKb(value),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 150 },
];

export default function FolderSizes() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        treeData
        getTreeDataPath={getDrivePath}
        rows={driveFiles}
        columns={columns}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 240 }}
        defaultGroupingExpansionDepth={1}
        // preview-start
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
