import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

export default function DefaultToolbarOptions() {
  const [showQuickFilter, setShowQuickFilter] = React.useState(true);
  const [csvButton, setCsvButton] = React.useState(true);
  const [printButton, setPrintButton] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={showQuickFilter} onChange={(event) => setShowQuickFilter(event.target.checked)} />}
          label="Quick filter"
        />
        <FormControlLabel
          control={<Switch checked={csvButton} onChange={(event) => setCsvButton(event.target.checked)} />}
          label="CSV export"
        />
        <FormControlLabel
          control={<Switch checked={printButton} onChange={(event) => setPrintButton(event.target.checked)} />}
          label="Print export"
        />
      </FormGroup>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={loans}
          columns={loanColumns}
          showToolbar
          label="Tool loans, March 2026"
          slotProps={{
            toolbar: {
              showQuickFilter,
              csvOptions: { disableToolbarButton: !csvButton, fileName: 'tool-loans' },
              printOptions: { disableToolbarButton: !printButton },
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
