import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// preview-start
// Called once per grouping column: in 'multiple' mode, `fields` holds one field.
const groupingColDef = ({ fields }: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Deal> => {
  if (fields.includes('region')) {
    return { headerName: 'Market', width: 160 };
  }
  if (fields.includes('plan')) {
    return { headerName: 'Plan sold', width: 150, hideDescendantCount: true };
  }
  return {};
};
// preview-end

export default function GroupingColDefPerField() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{ rowGrouping: { model: ['region', 'plan'] } }}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
