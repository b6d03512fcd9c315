import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeModel, productColumns, products, type Product } from './products';

type Category = Product['category'] | 'All';

const categories: Category[] = ['All', 'Coffee', 'Tea', 'Brewing'];

export default function KeepSelectionWhenRowsChange() {
  const [category, setCategory] = React.useState<Category>('All');
  const [keep, setKeep] = React.useState(false);
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1, 6, 10]) });

  // The parent, not the grid, decides which rows the grid gets.
  const rows = React.useMemo(
    () => (category === 'All' ? products : products.filter((product) => product.category === category)),
    [category],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ mb: 1, columnGap: 2, rowGap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={category}
          onChange={(_, value: Category | null) => value && setCategory(value)}
          aria-label="Category shown in the grid"
        >
          {categories.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={productColumns}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          showToolbar
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        rowSelectionModel: {describeModel(model)}
      </Typography>
    </Box>
  );
}
