import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './parcelApi';

// preview-start
function toQueryString({ start, end, sortModel, filterModel }: GridGetRowsParams) {
  const query = new URLSearchParams();
  query.set('offset', String(start));
  query.set('limit', String(end - Number(start) + 1)); // `end` is included
  sortModel.forEach(({ field, sort }) => {
    if (sort) {
      query.append('sort', `${field}:${sort}`);
    }
  });
  filterModel.items.forEach(({ field, operator, value }) => {
    // Skip filters the reader has not finished typing.
    if (typeof value === 'string' || typeof value === 'number') {
      query.append(`${field}[${operator}]`, String(value));
    }
  });
  filterModel.quickFilterValues?.forEach((word) => query.append('q', String(word)));
  return query.toString();
}
// preview-end

export default function ParamsToQueryString() {
  const [lastUrl, setLastUrl] = React.useState('');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const url = `/api/parcels?${toQueryString(params)}`;
        setLastUrl(url);
        const { items, total } = await getParcels(url); // fetch(url).then((r) => r.json()) in a real app
        return { rows: items, rowCount: total };
      },
    }),
    [],
  );
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 424 }}>
        <DataGrid
          columns={parcelColumns}
          dataSource={dataSource}
          showToolbar
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minHeight: 64 }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
          Last request
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
          aria-live="polite"
        >
          GET {decodeURIComponent(lastUrl)}
        </Typography>
      </Box>
    </Stack>
  );
}
