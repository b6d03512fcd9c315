import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterItem, useGridApiRef } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

// One preset per column type, each a single filter item. The date is midnight UTC, as the panel stores it.
const presets: { label: string; item: GridFilterItem }[] = [
  { label: 'More than 40 seats', item: { field: 'seats', operator: '>', value: 40 } },
  { label: 'Opened since 2020', item: { field: 'opened', operator: 'onOrAfter', value: new Date('2020-01-01') } },
  { label: 'Has Wi-Fi', item: { field: 'wifi', operator: 'is', value: true } },
  { label: 'Bakeries and tea rooms', item: { field: 'kind', operator: 'isAnyOf', value: ['Bakery', 'Tea room'] } },
  { label: 'Name starts with "Caf"', item: { field: 'name', operator: 'startsWith', value: 'Caf' } },
];

export default function FilterFromButtons() {
  const apiRef = useGridApiRef();
  const [active, setActive] = React.useState('none');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            // preview-start
            onClick={() => apiRef.current?.setFilterModel({ items: [preset.item] })}
            // preview-end
          >
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={cafes}
          columns={cafeColumns}
          onFilterModelChange={(model) => {
            const item = model.items[0];
            setActive(item ? `${item.field} ${item.operator} ${JSON.stringify(item.value ?? null)}` : 'none');
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Active item: {active}
      </Typography>
    </Stack>
  );
}
