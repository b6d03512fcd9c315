import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

export default function PageFromButtons() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(3)}>
          Page 4
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(5)}>
          5 per page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          10 per page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 20 })}
        >
          Page 2 of 20 rows
        </Button>
      </Stack>
      {/* preview-end */}
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={fewShipments}
          columns={shipmentColumns}
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Box>
  );
}
