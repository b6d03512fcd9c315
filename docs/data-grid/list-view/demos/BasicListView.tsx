import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { MemberCard } from './memberCard';
import { team, teamColumns, type Member } from './team';

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
