import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns } from './weeklySales';

type Separator = NonNullable<DataGridProProps['pinnedColumnsSectionSeparator']>;
const separators: Separator[] = ['border', 'shadow', 'border-and-shadow'];

export default function SeparatorStyle() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_, value: Separator | null) => value && setSeparator(value)}
        aria-label="Separator between pinned and scrolling columns"
        sx={{ mb: 1 }}
      >
        {separators.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={weeklySales}
          columns={weeklySalesColumns}
          initialState={{ pinnedColumns: { left: ['product'], right: ['total'] } }}
          pinnedColumnsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
