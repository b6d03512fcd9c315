import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams } from '@mui/x-data-grid';
import { staff, staffColumns } from './staff';

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // preview-start
  // One click puts an editable cell in edit mode and every other cell back in view mode.
  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === 'edit') return;
    // Clicks inside an open drop-down (rendered in a portal) are not clicks on the cell.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((previous) => {
      const allInView: GridCellModesModel = {};
      for (const [id, fields] of Object.entries(previous)) {
        allInView[id] = Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]));
      }
      return { ...allInView, [params.id]: { ...allInView[params.id], [params.field]: { mode: GridCellModes.Edit } } };
    });
  }, []);
  // preview-end

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={staff}
        columns={staffColumns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
