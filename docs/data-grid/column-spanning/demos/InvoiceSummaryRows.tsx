import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'summary';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items: InvoiceLine[] = [
  { id: 'a', kind: 'item', description: 'Website audit', quantity: 1, unitPrice: 1200, amount: 1200 },
  { id: 'b', kind: 'item', description: 'Design workshop (half day)', quantity: 2, unitPrice: 650, amount: 1300 },
  { id: 'c', kind: 'item', description: 'Front-end development (hours)', quantity: 36, unitPrice: 95, amount: 3420 },
];
const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
const vat = Math.round(subtotal * 0.21 * 100) / 100;

const rows: InvoiceLine[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', description: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'summary', description: 'VAT (21%)', amount: vat },
  { id: 'total', kind: 'summary', description: 'Total due', amount: subtotal + vat },
];

const euros = (value: number | undefined) => (value === undefined ? '' : `€${value.toFixed(2)}`);

// preview-start
const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Summary rows have no quantity or unit price: their label covers those two columns as well.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: ({ row }) => (row.kind === 'summary' ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: euros },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: euros },
];
// preview-end

export default function InvoiceSummaryRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        hideFooter
        sx={{ '& .summary-label': { justifyContent: 'flex-end', textAlign: 'end', fontWeight: 600 } }}
      />
    </Box>
  );
}
