import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, gridRowSelectionIdsSelector, useGridApiRef } from '@mui/x-data-grid-pro';
import { productColumns, products, type Product } from './products';

const rows = products.slice(0, 8);
const KENYA = 4;

export default function SelectionApiButtons() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Nothing read yet.');

  // preview-start
  const selectCoffees = () => {
    const coffeeIds = rows.filter((product) => product.category === 'Coffee').map((product) => product.id);
    apiRef.current?.selectRows(coffeeIds);
  };

  const toggleKenya = () => {
    const api = apiRef.current;
    if (api) {
      api.selectRow(KENYA, !api.isRowSelected(KENYA));
    }
  };

  const onlySencha = () => apiRef.current?.selectRow(6, true, true);

  const readSelection = () => {
    const selected = gridRowSelectionIdsSelector(apiRef); // Map<GridRowId, row>
    const names = Array.from(selected.values()).map((row) => (row as Product).name);
    setReport(names.length ? `${names.length} selected: ${names.join('; ')}` : 'No row is selected.');
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectCoffees}>
          Add the coffees
        </Button>
        <Button size="small" variant="outlined" onClick={toggleKenya}>
          Toggle Kenya AA
        </Button>
        <Button size="small" variant="outlined" onClick={onlySencha}>
          Only the sencha
        </Button>
        <Button size="small" variant="contained" onClick={readSelection}>
          Read the selection
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={productColumns} checkboxSelection hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {report}
      </Typography>
    </Box>
  );
}
