import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridDateComparator,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
} from '@mui/x-data-grid';

// Deliveries as a supplier's spreadsheet exports them: every value is text.
interface Delivery {
  id: number;
  contact: string;
  weight: string;
  expected: string;
}

const deliveries: Delivery[] = [
  { id: 1, contact: 'Maren Holt', weight: '12.5 kg', expected: '03/04/2026' },
  { id: 2, contact: 'Idris Okafor', weight: '4 kg', expected: '28/03/2026' },
  { id: 3, contact: 'Ana Lucía Pérez', weight: '31 kg', expected: '11/04/2026' },
  { id: 4, contact: 'Tomasz Nowak', weight: '9.75 kg', expected: '03/03/2026' },
  { id: 5, contact: 'Signe Dahl', weight: '120 kg', expected: '19/03/2026' },
  { id: 6, contact: 'Kofi Mensah', weight: '2.2 kg', expected: '07/05/2026' },
];

// preview-start
const surname = (name: string) => name.split(' ').slice(-1)[0];
const kilograms = (weight: string) => Number.parseFloat(weight);
const dayMonthYear = (text: string) => {
  const [day = 1, month = 1, year = 2000] = text.split('/').map(Number);
  return new Date(year, month - 1, day);
};

const columns: GridColDef<Delivery>[] = [
  {
    field: 'contact',
    headerName: 'Contact (by surname)',
    width: 190,
    sortComparator: (a: string, b: string, paramsA, paramsB) =>
      gridStringOrNumberComparator(surname(a), surname(b), paramsA, paramsB),
  },
  {
    field: 'weight',
    headerName: 'Weight',
    width: 110,
    sortComparator: (a: string, b: string, paramsA, paramsB) =>
      gridNumberComparator(kilograms(a), kilograms(b), paramsA, paramsB),
  },
  {
    field: 'expected',
    headerName: 'Expected (DD/MM/YYYY)',
    width: 200,
    sortComparator: (a: string, b: string, paramsA, paramsB) =>
      gridDateComparator(dayMonthYear(a), dayMonthYear(b), paramsA, paramsB),
  },
];
// preview-end

export default function BuiltInComparators() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={deliveries} columns={columns} hideFooter />
    </Box>
  );
}
