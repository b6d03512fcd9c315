import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';
import { staff, staffColumns } from './staff';

// preview-start
/** A modes model where one cell is open and every cell opened before is closed (and so saved). */
function openOnly(previous: GridCellModesModel, rowId: GridRowId, field: string): GridCellModesModel {
  const next: GridCellModesModel = {};
  for (const [id, cells] of Object.entries(previous)) {
    next[id] = {};
    for (const name of Object.keys(cells)) next[id][name] = { mode: GridCellModes.View };
  }
  next[rowId] = { ...next[rowId], [field]: { mode: GridCellModes.Edit } };
  return next;
}
// preview-end

export default function SingleClickEditing() {
  const [modes, setModes] = React.useState<GridCellModesModel>({});

  // preview-start
  const openOnClick: GridEventListener<'cellClick'> = ({ id, field, isEditable, cellMode }, event) => {
    // A click in the open select's menu is rendered outside the cell: ignore it.
    const insideCell = event.currentTarget.contains(event.target as Node);
    if (isEditable && cellMode === 'view' && insideCell) setModes((previous) => openOnly(previous, id, field));
  };
  // preview-end

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={staff}
        columns={staffColumns}
        cellModesModel={modes}
        onCellModesModelChange={setModes}
        onCellClick={openOnClick}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
