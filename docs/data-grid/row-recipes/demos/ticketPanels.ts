import * as React from 'react';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import type { Ticket } from './tickets';

// Detail panels are a Pro feature: what the two panel recipes share lives here, apart from the data.

/** The detail panel toggle column, with a header name screen readers can announce. */
export const toggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  headerName: 'Last message',
  renderHeader: ({ colDef }) => React.createElement('span', { style: visuallyHidden }, colDef.headerName),
};

/** The detail panel: read-only text, as content inside the grid's rows should be. */
export const renderTicketMessage = ({ row }: GridRowParams<Ticket>) =>
  React.createElement(
    Typography,
    { variant: 'body2', sx: { py: 1.5, px: 7 } },
    `${row.customer} wrote: “${row.message}”`,
  );
