import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { shipmentColumns, shipments } from './shipments';

export default function ProPaginationSwitch() {
  const [pagination, setPagination] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />}
        label="pagination"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPro
          rows={shipments}
          columns={shipmentColumns}
          pagination={pagination}
          // Pro has no page-size limit: 150 rows a page is allowed.
          pageSizeOptions={[25, 150]}
          initialState={{ pagination: { paginationModel: { pageSize: 150 } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
