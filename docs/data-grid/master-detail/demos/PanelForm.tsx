import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { detailToggleColumn, orders as initialOrders, type Order } from './orders';

type OrderWithNote = Order & { note: string };

const columns: GridColDef<OrderWithNote>[] = [
  detailToggleColumn,
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'note', headerName: 'Delivery note', flex: 1, minWidth: 160 },
];

// preview-start
function DeliveryNoteForm({ row, onSave }: { row: OrderWithNote; onSave: (note: string) => void }) {
  const [note, setNote] = React.useState(row.note);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ py: 1.5, px: 6, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(note.trim());
      }}
    >
      <TextField
        size="small"
        label={`Delivery note for order ${row.id}`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        // Keys typed here belong to the field, not to the grid's keyboard navigation.
        onKeyDown={(event) => event.stopPropagation()}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" size="small">
        Save
      </Button>
    </Stack>
  );
}
// preview-end

export default function PanelForm() {
  const [rows, setRows] = React.useState<OrderWithNote[]>(() =>
    initialOrders.map((order) => ({ ...order, note: order.id === 3101 ? 'Back door, before 8:00' : '' })),
  );

  // preview-start
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<OrderWithNote>) => (
      <DeliveryNoteForm
        row={row}
        onSave={(note) =>
          setRows((previous) => previous.map((order) => (order.id === row.id ? { ...order, note } : order)))
        }
      />
    ),
    [],
  );
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{ detailPanel: { expandedRowIds: new Set([3101]) } }}
        hideFooter
      />
    </Box>
  );
}
