import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, useGridApiRef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { MemberCard } from './memberCard';
import { team, teamColumns, type Member } from './team';

// preview-start
const listViewColumn: GridListViewColDef<Member> = {
  field: 'listCard',
  display: 'flex',
  renderCell: (params) => <MemberCard member={params.row} showBio />,
};
// preview-end

export default function ListViewAutoHeight() {
  const apiRef = useGridApiRef();
  useListTabStop(apiRef, true, listViewColumn.field);
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={team}
        columns={teamColumns}
        // preview-start
        listView
        listViewColumn={listViewColumn}
        getRowHeight={() => 'auto'}
        // preview-end
      />
    </Box>
  );
}
