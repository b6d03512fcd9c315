import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Warehouse {
  code: string;
  city: string;
}

// The rows store warehouse codes; readers should see city names.
const warehouses: Warehouse[] = [
  { code: 'DUB1', city: 'Dublin' },
  { code: 'LYS2', city: 'Lyon' },
  { code: 'WAW1', city: 'Warsaw' },
];

interface Parcel {
  id: number;
  recipient: string;
  warehouse: string;
  weightKg: number;
}

const rows: Parcel[] = [
  { id: 1, recipient: 'Aoife Byrne', warehouse: 'DUB1', weightKg: 2.4 },
  { id: 2, recipient: 'Mathis Garnier', warehouse: 'LYS2', weightKg: 0.8 },
  { id: 3, recipient: 'Zofia Nowak', warehouse: 'WAW1', weightKg: 5.1 },
  { id: 4, recipient: 'Cian Walsh', warehouse: 'DUB1', weightKg: 1.2 },
  { id: 5, recipient: 'Inès Lambert', warehouse: 'LYS2', weightKg: 3.7 },
];

// preview-start
const columns: GridColDef<Parcel>[] = [
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  {
    field: 'warehouse',
    headerName: 'Ships from',
    type: 'singleSelect',
    width: 140,
    editable: true,
    valueOptions: warehouses,
    getOptionValue: (option) => (option as Warehouse).code,
    getOptionLabel: (option) => (option as Warehouse).city,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];
// preview-end

export default function SingleSelectOptionsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
