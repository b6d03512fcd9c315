import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid';
import { createShipmentServer } from './fakeServer';
import { shipmentColumns } from './shipments';
import { RequestLog, useRequestLog } from './requestLog';

type CacheChoice = 'default' | 'short' | 'none';

// preview-start
// A cache whose entries expire after 10 seconds instead of 5 minutes.
const shortLivedCache = new GridDataSourceCacheDefault({ ttl: 10_000 });

const caches = {
  default: new GridDataSourceCacheDefault({}), // what the grid creates when you leave the prop out
  short: shortLivedCache,
  none: null, // no cache: every page change asks the server
};
// preview-end

export default function CacheSettings() {
  const [server] = React.useState(() => createShipmentServer());
  const { entries, logRequest } = useRequestLog(3);
  const [requests, setRequests] = React.useState(0);
  const [choice, setChoice] = React.useState<CacheChoice>('default');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        logRequest(params);
        setRequests((count) => count + 1);
        return server.getRows(params);
      },
    }),
    [server, logRequest],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_, value: CacheChoice | null) => value && setChoice(value)}
          aria-label="Data source cache"
        >
          <ToggleButton value="default">Default cache</ToggleButton>
          <ToggleButton value="short">10-second cache</ToggleButton>
          <ToggleButton value="none">No cache</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" role="status">
          Requests that reached the server: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 371 }}>
        {/* preview-start */}
        <DataGrid
          columns={shipmentColumns}
          dataSource={dataSource}
          dataSourceCache={caches[choice]}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
        {/* preview-end */}
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
