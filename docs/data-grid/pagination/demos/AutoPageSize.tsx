import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

export default function AutoPageSize() {
  const [height, setHeight] = React.useState(300);
  const [pageSize, setPageSize] = React.useState<number | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, maxWidth: 520 }}>
        <Typography id="auto-page-size-height" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Grid height: {height} px
        </Typography>
        <Slider
          size="small"
          min={200}
          max={380}
          step={20}
          value={height}
          onChange={(_, value) => setHeight(value)}
          aria-labelledby="auto-page-size-height"
        />
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          pageSize: {pageSize ?? '…'}
        </Typography>
      </Box>
      <Box sx={{ height }}>
        {/* preview-start */}
        <DataGrid
          rows={fewShipments}
          columns={shipmentColumns}
          autoPageSize
          onPaginationModelChange={(model) => setPageSize(model.pageSize)}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
