import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

const everyColumnHidden = { title: false, borrower: false, dueOn: false, status: false };

export default function NoColumnsOverlay() {
  const apiRef = useGridApiRef();
  const [disableColumnSelector, setDisableColumnSelector] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableColumnSelector}
              onChange={(event) => setDisableColumnSelector(event.target.checked)}
            />
          }
          label="disableColumnSelector"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnVisibilityModel(everyColumnHidden)}
        >
          Hide every column
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <DataGrid apiRef={apiRef} rows={loans} columns={loanColumns} disableColumnSelector={disableColumnSelector} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
