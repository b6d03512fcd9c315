import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeModel, productColumns, products } from './products';

const rows = products.slice(0, 8);

export default function ControlledSelection() {
  // preview-start
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([3, 6]),
  });

  const selectTeas = () => {
    const teaIds = rows.filter((product) => product.category === 'Tea').map((product) => product.id);
    setRowSelectionModel({ type: 'include', ids: new Set(teaIds) });
  };
  // preview-end

  const clear = () => setRowSelectionModel({ type: 'include', ids: new Set() });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap gap={1.5}>
        <Button onClick={selectTeas}>Select the teas</Button>
        <Button color="secondary" onClick={clear}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={productColumns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(model) => setRowSelectionModel(model)}
          hideFooterPagination
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        rowSelectionModel: {describeModel(rowSelectionModel)}
      </Typography>
    </Stack>
  );
}
