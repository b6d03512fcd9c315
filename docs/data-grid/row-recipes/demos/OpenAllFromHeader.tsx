import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridApiPro,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-pro';
import { renderTicketMessage, toggleColumn } from './ticketPanels';
import { ticketColumns, tickets } from './tickets';

// preview-start
// Opens every panel, or closes them all when they are all open. The ids come as your rows give
// them (numbers here), unlike the string keys of the rows lookup.
function toggleAllPanels(apiRef: React.RefObject<GridApiPro | null>) {
  const allIds = gridDataRowIdsSelector(apiRef);
  const openIds = gridDetailPanelExpandedRowIdsSelector(apiRef);
  const allOpen = allIds.every((id) => openIds.has(id));
  apiRef.current?.setExpandedDetailPanels(new Set(allOpen ? [] : allIds));
}

// Rendered inside the grid (as a header), so it can use the grid's context and selectors.
function OpenAllButton() {
  const apiRef = useGridApiContext();
  const allIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const openIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const allOpen = allIds.length > 0 && allIds.every((id) => openIds.has(id));

  // Not a Tab stop of its own: keyboard users press Enter on the header instead (see below).
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={allOpen ? 'Close all messages' : 'Open all messages'}
      onClick={() => toggleAllPanels(apiRef)}
    >
      {allOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef[] = [{ ...toggleColumn, renderHeader: () => <OpenAllButton /> }, ...ticketColumns];
// preview-end

export default function OpenAllFromHeader() {
  const apiRef = useGridApiRef();

  // Enter on the toggle column's header does what the button does.
  React.useEffect(() => {
    const handleKeyDown: GridEventListener<'columnHeaderKeyDown'> = ({ field }, event) => {
      if (field === GRID_DETAIL_PANEL_TOGGLE_FIELD && event.key === 'Enter') {
        toggleAllPanels(apiRef);
      }
    };
    return apiRef.current?.subscribeEvent('columnHeaderKeyDown', handleKeyDown);
  }, [apiRef]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={tickets}
        columns={columns}
        getDetailPanelContent={renderTicketMessage}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
