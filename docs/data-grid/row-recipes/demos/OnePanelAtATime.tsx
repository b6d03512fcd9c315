import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridRowId } from '@mui/x-data-grid-pro';
import { renderTicketMessage, toggleColumn } from './ticketPanels';
import { ticketColumns, tickets } from './tickets';

const columns = [toggleColumn, ...ticketColumns];

export default function OnePanelAtATime() {
  const [openIds, setOpenIds] = React.useState<Set<GridRowId>>(() => new Set());

  // preview-start
  // Keep only the panel that was just opened; closing a panel leaves an empty set.
  const handleChange = (ids: Set<GridRowId>) => {
    const opened = [...ids].filter((id) => !openIds.has(id));
    setOpenIds(new Set(opened.slice(-1)));
  };
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        getDetailPanelContent={renderTicketMessage}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={openIds}
        onDetailPanelExpandedRowIdsChange={handleChange}
        hideFooter
      />
    </Box>
  );
}
