import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Account {
  id: number;
  name: string;
  email: string;
  monthlyBudget: number;
}

const rows: Account[] = [
  { id: 1, name: 'Growth team', email: 'growth@acme.example', monthlyBudget: 4000 },
  { id: 2, name: 'Brand team', email: 'brand@acme.example', monthlyBudget: 2500 },
  { id: 3, name: 'Data team', email: 'data@acme.example', monthlyBudget: 6000 },
];

// A pretend server check: some addresses are already registered.
const TAKEN = new Set(['admin@acme.example', 'billing@acme.example', ...rows.map((row) => row.email)]);
const isEmailTaken = (email: string) =>
  new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(TAKEN.has(email.toLowerCase())), 700);
  });

// preview-start
const columns: GridColDef<Account>[] = [
  { field: 'name', headerName: 'Account', width: 150, editable: true },
  {
    field: 'monthlyBudget',
    headerName: 'Budget (€ / month)',
    type: 'number',
    width: 170,
    editable: true,
    // Synchronous: return the props with `error` set when the value is out of range.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number>) => {
      const value = params.props.value ?? 0;
      return { ...params.props, error: value < 500 || value > 20000 };
    },
  },
  {
    field: 'email',
    headerName: 'Contact e-mail',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Asynchronous: the grid waits for the promise (isProcessingProps) before the edit can end.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string>) => {
      if (!params.hasChanged) return { ...params.props, error: false };
      const value = params.props.value ?? '';
      const malformed = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
      const taken = !malformed && (await isEmailTaken(value));
      return { ...params.props, error: malformed || taken };
    },
  },
];
// preview-end

export default function ValidationGrid() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
