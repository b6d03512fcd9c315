import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiContext, useGridEvent, type GridEventListener } from '@mui/x-data-grid';
import { bikes, bikeColumns, type Bike } from './bikes';

// preview-start
function HoverFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<string | null>(null);

  const handleEnter: GridEventListener<'rowMouseEnter'> = (params) => {
    const row = apiRef.current.getRow<Bike>(params.id);
    setHovered(row ? `${row.name} at ${row.station}, battery ${row.battery} %` : null);
  };
  const handleLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);

  // subscribed on mount, removed on unmount; the handler may change between renders
  useGridEvent(apiRef, 'rowMouseEnter', handleEnter);
  useGridEvent(apiRef, 'rowMouseLeave', handleLeave);

  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', minHeight: 48 }} aria-live="polite">
      {hovered ?? 'Point at a row to see it here.'}
    </Box>
  );
}
// preview-end

export default function UseGridEventInFooter() {
  return (
    <Box sx={{ height: 390, width: '100%' }}>
      <DataGrid rows={bikes} columns={bikeColumns} slots={{ footer: HoverFooter }} />
    </Box>
  );
}
