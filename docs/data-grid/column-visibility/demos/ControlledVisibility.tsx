import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

export default function ControlledVisibility() {
  // preview-start
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    quantity: false,
    filledQuantity: false,
  });
  const showFills = model.quantity !== false && model.filledQuantity !== false;
  // preview-end

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={showFills}
            onChange={(_event, checked) =>
              setModel((previous) => ({ ...previous, quantity: checked, filledQuantity: checked }))
            }
          />
        }
        label="Show quantity and fills"
      />
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
        columnVisibilityModel = {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={orders}
          columns={orderColumns}
          showToolbar
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
