import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

export default function VisibilityWithApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnVisibility('trader', false)}>
          Hide trader
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnVisibility('trader', true)}>
          Show trader
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setColumnVisibilityModel({ side: false, limitPrice: false, trader: false, venue: false })
          }
        >
          Fills only
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setColumnVisibilityModel({})}>
          Show all
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={orderColumns} hideFooter />
      </Box>
    </Stack>
  );
}
