import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { eurPrice } from './columnTypes';

interface Plan {
  id: string;
  name: string;
  monthly: number;
  yearly: number;
  setupFee: number;
}

const plans: Plan[] = [
  { id: 'basic', name: 'Basic', monthly: 9, yearly: 90, setupFee: 0 },
  { id: 'team', name: 'Team', monthly: 29, yearly: 290, setupFee: 49 },
  { id: 'business', name: 'Business', monthly: 79, yearly: 790, setupFee: 149 },
];

// preview-start
// One definition, three columns: same formatting, width, alignment, sorting and filters.
const columns: GridColDef<Plan>[] = [
  { field: 'name', headerName: 'Plan', width: 120 },
  { field: 'monthly', headerName: 'Monthly', ...eurPrice },
  { field: 'yearly', headerName: 'Yearly', ...eurPrice },
  { field: 'setupFee', headerName: 'Set-up fee', ...eurPrice, width: 110 },
];
// preview-end

export default function CurrencyColumnType() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid
        rows={plans}
        columns={columns}
        hideFooter
        sx={{ '& .eur-price': { fontVariantNumeric: 'tabular-nums' } }}
      />
    </Box>
  );
}
