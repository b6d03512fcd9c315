import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GRID_COLUMN_MENU_SLOT_PROPS, type GridColumnMenuSlotProps } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

type Layout = 'default' | 'filterFirst' | 'columnsFirst' | 'reversed';

// preview-start
// Only the items you mention move; the others keep 10 (sort), 20 (filter) and 30 (columns).
const layouts: Record<Layout, { label: string; slotProps: Record<string, GridColumnMenuSlotProps> }> = {
  default: { label: 'Default', slotProps: {} },
  filterFirst: { label: 'Filter first', slotProps: { columnMenuFilterItem: { displayOrder: 5 } } },
  columnsFirst: { label: 'Column items first', slotProps: { columnMenuColumnsItem: { displayOrder: 1 } } },
  reversed: {
    label: 'Reversed',
    slotProps: { columnMenuSortItem: { displayOrder: 30 }, columnMenuColumnsItem: { displayOrder: 10 } },
  },
};
// preview-end

const itemNames: Record<string, string> = {
  columnMenuSortItem: 'sort',
  columnMenuFilterItem: 'filter',
  columnMenuColumnsItem: 'columns',
};

function describe(layout: Layout): string {
  const merged = Object.entries(GRID_COLUMN_MENU_SLOT_PROPS).map(([slot, defaults]) => ({
    name: itemNames[slot] ?? slot,
    order: layouts[layout].slotProps[slot]?.displayOrder ?? defaults.displayOrder,
  }));
  merged.sort((a, b) => a.order - b.order);
  return merged.map((item) => `${item.name} (${item.order})`).join(', then ');
}

export default function ReorderItems() {
  const [layout, setLayout] = React.useState<Layout>('filterFirst');
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id={labelId}>Item order</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={layout}
          onChange={(event) => setLayout(event.target.value as Layout)}
        >
          {(Object.keys(layouts) as Layout[]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio size="small" />} label={layouts[key].label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" aria-live="polite">
        Menu order: {describe(layout)}.
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={books}
          columns={bookColumns}
          slotProps={{ columnMenu: { slotProps: layouts[layout].slotProps } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
