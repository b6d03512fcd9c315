import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  status: 'Booked' | 'In transit' | 'Delivered';
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SHP-2041',
    carrier: 'Nordline',
    origin: 'Rotterdam',
    destination: 'Oslo',
    weightKg: 1240,
    status: 'In transit',
  },
  {
    id: 2,
    reference: 'SHP-2042',
    carrier: 'Atlas Freight',
    origin: 'Valencia',
    destination: 'Lyon',
    weightKg: 860,
    status: 'Delivered',
  },
  {
    id: 3,
    reference: 'SHP-2043',
    carrier: 'Nordline',
    origin: 'Hamburg',
    destination: 'Gdańsk',
    weightKg: 2310,
    status: 'Booked',
  },
  {
    id: 4,
    reference: 'SHP-2044',
    carrier: 'Blue Mile',
    origin: 'Antwerp',
    destination: 'Milan',
    weightKg: 540,
    status: 'In transit',
  },
  {
    id: 5,
    reference: 'SHP-2045',
    carrier: 'Atlas Freight',
    origin: 'Lisbon',
    destination: 'Madrid',
    weightKg: 1975,
    status: 'In transit',
  },
  {
    id: 6,
    reference: 'SHP-2046',
    carrier: 'Blue Mile',
    origin: 'Le Havre',
    destination: 'Zurich',
    weightKg: 720,
    status: 'Delivered',
  },
  {
    id: 7,
    reference: 'SHP-2047',
    carrier: 'Nordline',
    origin: 'Rotterdam',
    destination: 'Stockholm',
    weightKg: 1480,
    status: 'Delivered',
  },
  {
    id: 8,
    reference: 'SHP-2048',
    carrier: 'Atlas Freight',
    origin: 'Genoa',
    destination: 'Vienna',
    weightKg: 990,
    status: 'Booked',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'In transit', 'Delivered'],
    width: 130,
  },
];

export default function ProPlanGrid() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          pinnedColumns: { left: ['reference'] },
          sorting: {
            sortModel: [
              { field: 'carrier', sort: 'asc' },
              { field: 'weightKg', sort: 'desc' },
            ],
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
