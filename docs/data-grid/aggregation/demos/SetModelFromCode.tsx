import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'channel', 'budget', 'spent', 'gross');

export default function SetModelFromCode() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {/* preview-start */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ budget: 'sum', spent: 'sum', gross: 'sum' })}
        >
          Totals
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setAggregationModel({ budget: 'avg', spent: 'avg', gross: 'avg' })}
        >
          Averages
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setAggregationModel({})}>
          Clear
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium sx={footerCellSx} apiRef={apiRef} rows={campaigns} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
