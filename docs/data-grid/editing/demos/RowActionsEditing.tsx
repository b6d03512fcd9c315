import * as React from 'react';
import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { staff as initialStaff, staffColumns, type StaffMember } from './staff';

export default function RowActionsEditing() {
  const [rows, setRows] = React.useState<StaffMember[]>(initialStaff);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  // preview-start
  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((previous) => ({
      ...previous,
      [id]: mode === GridRowModes.Edit ? { mode, fieldToFocus: 'firstName' } : { mode, ignoreModifications },
    }));

  const columns: GridColDef<StaffMember>[] = [
    ...staffColumns,
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Edit',
      width: 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<SaveIcon />}
                label="Save"
                onClick={() => setMode(id, GridRowModes.View)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CancelIcon />}
                label="Cancel"
                onClick={() => setMode(id, GridRowModes.View, true)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label={`Edit ${row.firstName} ${row.lastName}`}
                onClick={() => setMode(id, GridRowModes.Edit)}
              />,
            ],
    },
  ];
  // preview-end

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(newRow) => {
          setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
