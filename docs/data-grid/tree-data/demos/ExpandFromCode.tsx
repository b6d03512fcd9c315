import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, gridExpandedRowCountSelector, useGridApiRef } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

export default function ExpandFromCode() {
  const apiRef = useGridApiRef();
  const [visibleCount, setVisibleCount] = React.useState(1);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const recount = () => setVisibleCount(gridExpandedRowCountSelector(apiRef));
    recount();
    // The grid publishes rowExpansionChange after every expand or collapse.
    return api.subscribeEvent('rowExpansionChange', recount);
  }, [apiRef]);

  // preview-start
  const showDesignTeam = () => {
    apiRef.current?.collapseAllRows();
    apiRef.current?.setRowChildrenExpansion(1, true); // Amara Osei
    apiRef.current?.setRowChildrenExpansion(10, true); // Nadia Haddad
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
        <Button size="small" variant="outlined" onClick={showDesignTeam}>
          Show the design team
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          getTreeDataPath={getStaffPath}
          rows={staff}
          columns={staffColumns}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {visibleCount} of {staff.length} people on screen
      </Typography>
    </Stack>
  );
}
