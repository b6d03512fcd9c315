import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridUpdateRowError,
  type GridGetRowsError,
  type GridColDef,
  type GridDataSource,
  type GridUpdateRowParams,
} from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns, type Shipment } from './shipments';

const editableFields = ['city', 'weightKg', 'status'];
const columns: GridColDef<Shipment>[] = shipmentColumns.map((column) =>
  editableFields.includes(column.field) ? { ...column, editable: true } : column,
);

type Message = { severity: 'info' | 'success' | 'error'; text: string };

function describeChange({ rowId, previousRow, updatedRow }: GridUpdateRowParams) {
  const changed = Object.keys(updatedRow).filter((key) => updatedRow[key] !== previousRow[key]);
  return `${rowId}: ${changed.map((key) => `${key} ${previousRow[key]} → ${updatedRow[key]}`).join(', ')}`;
}

export default function SaveEditsToServer() {
  const [server] = React.useState(() => createShipmentServer());
  const [message, setMessage] = React.useState<Message>({
    severity: 'info',
    text: 'Double-click a City, Weight or Status cell, change it and press Enter. Try a weight above 30.',
  });

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: server.getRows,
      updateRow: async (params) => {
        setMessage({ severity: 'info', text: `Saving ${describeChange(params)}…` });
        const saved = await server.updateRow(params); // throws when the server refuses
        setMessage({ severity: 'success', text: `Saved ${describeChange(params)}` });
        return saved; // the grid shows the row the server returned
      },
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setMessage({ severity: 'error', text: `${error.params.rowId} was not saved: ${error.message}` });
    }
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity={message.severity} role="status">
        {message.text}
      </Alert>
      <Box sx={{ height: 371 }}>
        {/* preview-start */}
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
