import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridFooterContainer, GridPagination, type GridSlotProps } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

type DeskStatus = 'open' | 'closed';

// Teach TypeScript about the extra prop the footer slot receives.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    status?: DeskStatus;
  }
}

function DeskFooter({ status = 'open', ...other }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...other}>
      <Chip
        size="small"
        sx={{ ml: 1 }}
        color={status === 'open' ? 'success' : 'default'}
        label={status === 'open' ? 'Desk open' : 'Desk closed'}
      />
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterStatus() {
  const [status, setStatus] = React.useState<DeskStatus>('open');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        onChange={(_, value: DeskStatus | null) => value && setStatus(value)}
        aria-label="Desk status"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="open">open</ToggleButton>
        <ToggleButton value="closed">closed</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={loans}
          columns={loanColumns}
          slots={{ footer: DeskFooter }}
          slotProps={{ footer: { status } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
