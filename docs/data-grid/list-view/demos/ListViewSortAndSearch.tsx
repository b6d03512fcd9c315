import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridListViewColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { MemberCard } from './memberCard';
import { team, teamColumns, type Member } from './team';

const listViewColumn: GridListViewColDef<Member> = {
  field: 'listCard',
  display: 'flex',
  renderCell: (params) => <MemberCard member={params.row} />,
};

type SortKey = 'name' | 'office' | 'status';

export default function ListViewSortAndSearch() {
  const apiRef = useGridApiRef();
  // preview-start
  // List view hides the column headers, so the sort needs a control of its own.
  const [sortBy, setSortBy] = React.useState<SortKey>('name');
  const sortModel: GridSortModel = [{ field: sortBy, sort: 'asc' }];
  // preview-end

  useListTabStop(apiRef, true, listViewColumn.field);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="list-sort-label" variant="body2">
          Sort by
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sortBy}
          onChange={(_event, value: SortKey | null) => value && setSortBy(value)}
          aria-labelledby="list-sort-label"
        >
          <ToggleButton value="name">Name</ToggleButton>
          <ToggleButton value="office">Office</ToggleButton>
          <ToggleButton value="status">Status</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={team}
          columns={teamColumns}
          // preview-start
          listView
          listViewColumn={listViewColumn}
          showToolbar
          sortModel={sortModel}
          // preview-end
          rowHeight={56}
        />
      </Box>
    </Box>
  );
}
