import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { shipmentColumns, shipments, type Shipment } from './shipments';

// preview-start
function DeliveredBar(params: GridRenderCellParams<Shipment, number>) {
  const value = params.value ?? 0;
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}>
      {/* `insetInlineStart` anchors the bar at the start edge, on the right in right-to-left pages. */}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          insetInlineStart: 0,
          top: 8,
          bottom: 8,
          width: `${value}%`,
          borderRadius: 1,
          backgroundColor: theme.alpha((theme.vars ?? theme).palette[value === 100 ? 'success' : 'primary'].main, 0.3),
        })}
      />
      <Box component="span" sx={{ position: 'relative', width: '100%', textAlign: 'end', px: 1 }}>
        {params.formattedValue}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Shipment>[] = shipmentColumns.map((column) =>
  column.field === 'delivered'
    ? { ...column, width: 200, renderCell: DeliveredBar, cellClassName: 'cell--bar' }
    : column,
);
// preview-end

export default function ProgressBars() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .cell--bar': { px: 0.5 } }}>
      <DataGrid rows={shipments} columns={columns} hideFooter />
    </Box>
  );
}
