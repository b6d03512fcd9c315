import Box from '@mui/material/Box';
import { DataGridPremium, getRowGroupingFieldFromGroupingCriteria } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

// preview-start
// In 'multiple' mode, the grouping column of `stage` is named after it.
const stageGroupingField = getRowGroupingFieldFromGroupingCriteria('stage');
// preview-end

export default function FilterGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: { model: ['region', 'stage'] },
          filter: {
            filterModel: { items: [{ field: stageGroupingField, operator: 'isAnyOf', value: ['Won', 'Negotiation'] }] },
          },
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
