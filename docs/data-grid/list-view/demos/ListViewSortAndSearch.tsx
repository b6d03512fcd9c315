import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridListViewColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { team, teamColumns, type Member } from './team';

const statusColor = { Available: 'success', 'In a meeting': 'warning', 'On leave': 'default' } as const;

/** The body of one row in list view: a small card with the fields that matter on a phone. */
function MemberCard({ member, showBio = false }: { member: Member; showBio?: boolean }) {
  const initials = member.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: showBio ? 'flex-start' : 'center', width: '100%', py: showBio ? 1.5 : 0 }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0, '& .MuiTypography-root': { lineHeight: 1.4, margin: 0 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap={!showBio}>
          {member.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={!showBio}>
          {member.role} · {member.office}
        </Typography>
        {showBio && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'normal' }}>
            {member.bio}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={member.status} color={statusColor[member.status]} variant="outlined" />
    </Stack>
  );
}

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
