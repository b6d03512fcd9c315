import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { loanColumns, loans } from './loans';

const flags = [
  'pagination',
  'hideFooter',
  'hideFooterPagination',
  'hideFooterRowCount',
  'hideFooterSelectedRowCount',
] as const;

type Flag = (typeof flags)[number];

export default function FooterParts() {
  const [state, setState] = React.useState<Record<Flag, boolean>>({
    pagination: true,
    hideFooter: false,
    hideFooterPagination: false,
    hideFooterRowCount: false,
    hideFooterSelectedRowCount: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                size="small"
                checked={state[flag]}
                onChange={(event) => setState({ ...state, [flag]: event.target.checked })}
              />
            }
            label={flag}
            sx={{ ml: 0 }}
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={loans}
          columns={loanColumns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          {...state}
        />
      </Box>
    </Box>
  );
}
