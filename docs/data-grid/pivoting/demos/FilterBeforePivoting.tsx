import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridFilterModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

const shops = ['All', 'Lyon', 'Nantes', 'Lille'];

export default function FilterBeforePivoting() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'shop', operator: 'equals', value: 'Lyon' }],
  });
  // preview-end
  const shopItem = filterModel.items.find((item) => item.field === 'shop');
  const shop = shopItem ? String(shopItem.value) : 'All';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="filter-before-pivoting-label">
          Shop
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shop}
          onChange={(event, value: string | null) => {
            if (value !== null) {
              setFilterModel({
                items: value === 'All' ? [] : [{ field: 'shop', operator: 'equals', value }],
              });
            }
          }}
          aria-labelledby="filter-before-pivoting-label"
        >
          {shops.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          pivotActive
          pivotModel={teaByChannel}
          // preview-start
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // preview-end
          showToolbar
        />
      </Box>
    </Stack>
  );
}
