import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  country: string;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Ingrid', lastName: 'Holm', country: 'NO' },
  { id: 2, firstName: 'Rafael', lastName: 'Costa', country: 'BR' },
  { id: 3, firstName: 'Mei', lastName: 'Tanaka', country: 'JP' },
];

// preview-start
const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    width: 220,
    editable: true,
    // Read: two fields become one value.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write: the edited value is split back into the two fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'firstName', width: 120 },
  { field: 'lastName', headerName: 'lastName', width: 120 },
  {
    field: 'country',
    headerName: 'Country code',
    width: 130,
    editable: true,
    // Typed "se" is stored as "SE".
    valueParser: (value: string | undefined) => (value ?? '').toUpperCase().slice(0, 2),
  },
];
// preview-end

export default function ValueSetterAndParser() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
