import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { loanColumns, loans, type Loan } from './loans';

export default function TabbableCellContent() {
  const [useTabIndex, setUseTabIndex] = React.useState(true);
  const [renewed, setRenewed] = React.useState('none yet');

  const columns = React.useMemo<GridColDef<Loan>[]>(
    () => [
      ...loanColumns.slice(0, 3),
      {
        field: 'renew',
        headerName: 'Renew',
        width: 120,
        sortable: false,
        filterable: false,
        // preview-start
        renderCell: (params: GridRenderCellParams<Loan>) => (
          <Button
            size="small"
            variant="outlined"
            tabIndex={useTabIndex ? params.tabIndex : undefined}
            onClick={() => setRenewed(params.row.title)}
          >
            Renew
          </Button>
        ),
        // preview-end
      },
    ],
    [useTabIndex],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={useTabIndex} onChange={(event) => setUseTabIndex(event.target.checked)} />}
        label="Pass params.tabIndex to the button"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid rows={loans} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last renewed: {renewed}
      </Typography>
    </Box>
  );
}
