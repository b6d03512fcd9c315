import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridListViewColDef } from '@mui/x-data-grid-pro';
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

// preview-start
const listViewColumn: GridListViewColDef<Member> = {
  field: 'listCard',
  display: 'flex',
  renderCell: (params) => <MemberCard member={params.row} />,
};
// preview-end

export default function BasicListView() {
  const apiRef = useGridApiRef();
  const [listView, setListView] = React.useState(true);

  useListTabStop(apiRef, listView, listViewColumn.field);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={listView} onChange={(event) => setListView(event.target.checked)} />}
        label="List view"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={team}
          columns={teamColumns}
          // preview-start
          listView={listView}
          listViewColumn={listViewColumn}
          // preview-end
          rowHeight={56}
        />
      </Box>
    </Box>
  );
}
