import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderCellParams,
  type GridSingleSelectColDef,
} from '@mui/x-data-grid';
import { eurPrice, type TicketStatus } from './columnTypes';
import { tickets, type Ticket } from './tickets';

// preview-start
// Amber text on white is too faint to read (axe colour contrast): waiting tickets use the neutral chip.
const STATUS_COLOR = { Open: 'error', Waiting: 'default', Solved: 'success' } as const;

// A single-select type: its definition also holds the options.
const ticketStatus = {
  type: 'singleSelect',
  width: 120,
  valueOptions: ['Open', 'Waiting', 'Solved'],
  display: 'flex',
  renderCell: ({ value }: GridRenderCellParams<Ticket, TicketStatus>) =>
    value ? <Chip size="small" variant="outlined" label={value} color={STATUS_COLOR[value]} /> : null,
} satisfies Partial<GridSingleSelectColDef<Ticket, TicketStatus>>;

const percentBar: GridColTypeDef<number, string> = {
  type: 'number',
  width: 150,
  display: 'flex',
  valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
  renderCell: ({ value, formattedValue }: GridRenderCellParams<Ticket, number, string>) => (
    <Box sx={{ position: 'relative', width: '100%', height: 22, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box
        sx={{
          width: `${(value ?? 0) * 100}%`,
          height: '100%',
          bgcolor: 'primary.main',
          opacity: 0.35,
          borderRadius: 1,
        }}
      />
      <Box
        component="span"
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontSize: 13 }}
      >
        {formattedValue}
      </Box>
    </Box>
  ),
};

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'status', headerName: 'Status', ...ticketStatus },
  { field: 'refund', headerName: 'Refund', ...eurPrice },
  { field: 'satisfaction', headerName: 'Satisfaction', ...percentBar },
];
// preview-end

export default function RenderedColumnTypes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
