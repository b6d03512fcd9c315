import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  gridDetailPanelExpandedRowIdsSelector,
  gridDataRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { renderTicketMessage, ticketColumns, tickets, toggleColumn } from './tickets';

// preview-start
// Rendered inside the grid (as a header), so it can use the grid's context and selectors.
function OpenAllButton() {
  const apiRef = useGridApiContext();
  // The ids as your rows give them (numbers here), unlike the string keys of the rows lookup.
  const allIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const openIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const allOpen = allIds.length > 0 && allIds.every((id) => openIds.has(id));

  return (
    <IconButton
      size="small"
      aria-label={allOpen ? 'Close all messages' : 'Open all messages'}
      onClick={() => apiRef.current.setExpandedDetailPanels(new Set(allOpen ? [] : allIds))}
    >
      {allOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef[] = [{ ...toggleColumn, renderHeader: () => <OpenAllButton /> }, ...ticketColumns];
// preview-end

export default function OpenAllFromHeader() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        getDetailPanelContent={renderTicketMessage}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
