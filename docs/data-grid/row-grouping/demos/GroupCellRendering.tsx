import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal, type Stage } from './deals';

const stageColor: Record<Stage, ChipProps['color']> = {
  Lead: 'default',
  Proposal: 'info',
  Negotiation: 'warning',
  Won: 'success',
  Lost: 'error',
};

// preview-start
const columns: GridColDef<Deal>[] = dealColumns.map((column) =>
  column.field === 'stage'
    ? {
        ...column,
        // Runs for the deals, for the group rows of the grouping column (with the
        // group's key as `value`) and, with no value, for the group rows' own Stage cells.
        renderCell: ({ value }: GridRenderCellParams<Deal, Stage | undefined>) =>
          value ? <Chip size="small" label={value} color={stageColor[value]} /> : null,
      }
    : column,
);
// preview-end

export default function GroupCellRendering() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} initialState={{ rowGrouping: { model: ['stage'] } }} />
    </Box>
  );
}
