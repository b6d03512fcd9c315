import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal, type Stage } from './deals';

// Border colours only: the label keeps the text colour, readable in both modes.
const stageColor: Record<Stage, string> = {
  Lead: 'grey.500',
  Proposal: 'info.main',
  Negotiation: 'warning.main',
  Won: 'success.main',
  Lost: 'error.main',
};

// preview-start
const columns: GridColDef<Deal>[] = dealColumns.map((column) =>
  column.field === 'stage'
    ? {
        ...column,
        // Runs for the deals, for the group rows of the grouping column (with the
        // group's key as `value`) and, with no value, for the group rows' own Stage cells.
        renderCell: ({ value }: GridRenderCellParams<Deal, Stage | undefined>) =>
          value ? (
            <Chip
              size="small"
              variant="outlined"
              label={value}
              sx={{ borderColor: stageColor[value], borderWidth: 2 }}
            />
          ) : null,
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
