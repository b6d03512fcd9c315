import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationPosition, type GridGroupNode } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'region', 'budget', 'spent');
type Choice = GridAggregationPosition | 'none';
const choices: Choice[] = ['inline', 'footer', 'none'];

export default function AggregationPosition() {
  const [groups, setGroups] = React.useState<Choice>('footer');
  const [root, setRoot] = React.useState<Choice>('footer');

  // preview-start
  const getAggregationPosition = React.useCallback(
    (node: GridGroupNode): GridAggregationPosition | null => {
      // The root group (depth -1) holds every row: its values are the grand totals.
      const choice = node.depth === -1 ? root : groups;
      return choice === 'none' ? null : choice;
    },
    [groups, root],
  );
  // preview-end

  const picker = (label: string, value: Choice, onChange: (value: Choice) => void, options: Choice[]) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" id={`position-${label}`} sx={{ minWidth: 80 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(event, next: Choice | null) => {
          if (next !== null) {
            onChange(next);
          }
        }}
        aria-labelledby={`position-${label}`}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {picker('Groups', groups, setGroups, choices)}
      {picker('Grand total', root, setRoot, ['footer', 'none'])}
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={campaigns}
          columns={columns}
          getAggregationPosition={getAggregationPosition}
          initialState={{
            rowGrouping: { model: ['region'] },
            // The grouping column shows the region: hide its own column.
            columns: { columnVisibilityModel: { region: false } },
            aggregation: { model: { budget: 'sum', spent: 'sum' } },
          }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
