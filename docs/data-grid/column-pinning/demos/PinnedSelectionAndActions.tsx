import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns, type ProductWeek } from './weeklySales';

export default function PinnedSelectionAndActions() {
  const [rows, setRows] = React.useState(weeklySales);

  const columns = React.useMemo<GridColDef<ProductWeek>[]>(
    () => [
      ...weeklySalesColumns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="remove"
            label={`Remove ${row.product}`}
            showInMenu
            onClick={() => setRows((previous) => previous.filter((item) => item.id !== id))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        // preview-start
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'product'], right: ['actions'] },
        }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
