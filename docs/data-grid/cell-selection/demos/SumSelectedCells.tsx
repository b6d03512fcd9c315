import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { bakerySales, salesColumns } from './bakerySales';

interface Summary {
  count: number;
  sum: number;
}

export default function SumSelectedCells() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary>({ count: 0, sum: 0 });

  // preview-start
  const summarize = React.useCallback(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    let count = 0;
    let sum = 0;
    api.getSelectedCellsAsArray().forEach(({ id, field }) => {
      count += 1;
      const value: unknown = api.getCellValue(id, field);
      if (typeof value === 'number') {
        sum += value;
      }
    });
    setSummary({ count, sum });
  }, [apiRef]);

  const selectBreadMidweek = () => {
    // Rows and columns in between are selected too: a rectangle.
    apiRef.current?.selectCellRange({ id: 'sourdough', field: 'tue' }, { id: 'baguette', field: 'thu' });
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={selectBreadMidweek}>
          Select bread, Tue to Thu
        </Button>
        <Typography variant="body2" role="status">
          {summary.count} cell(s) selected, {summary.sum} item(s) sold
        </Typography>
      </Stack>
      <Box sx={{ height: 372 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={bakerySales}
          columns={salesColumns}
          cellSelection
          onCellSelectionModelChange={summarize}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
