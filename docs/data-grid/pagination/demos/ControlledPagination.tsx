import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { fewShipments, shipmentColumns } from './shipments';

export default function ControlledPagination() {
  // preview-start
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [lastReason, setLastReason] = React.useState<string>('none yet');
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={fewShipments}
          columns={shipmentColumns}
          pageSizeOptions={[5, 10, 20]}
          // preview-start
          paginationModel={paginationModel}
          onPaginationModelChange={(model, details) => {
            setPaginationModel(model);
            setLastReason(details.reason ?? 'undefined');
          }}
          // preview-end
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        paginationModel: {JSON.stringify(paginationModel)}
        {'\n'}details.reason of the last change: {lastReason}
      </Typography>
    </Box>
  );
}
