import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { bikes, bikeColumns } from './bikes';

export default function ToggleSubscription() {
  const apiRef = useGridApiRef();
  const [listening, setListening] = React.useState(true);
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  // preview-start
  React.useEffect(() => {
    if (!listening || !apiRef.current) {
      return undefined;
    }
    const unsubscribe = apiRef.current.subscribeEvent('columnWidthChange', (params) => {
      setWidths((previous) => ({ ...previous, [params.colDef.field]: Math.round(params.width) }));
    });
    return unsubscribe;
  }, [apiRef, listening]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={listening} onChange={(event) => setListening(event.target.checked)} />}
        label="Listen to columnWidthChange"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid apiRef={apiRef} rows={bikes} columns={bikeColumns} hideFooter />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        widths seen: {JSON.stringify(widths)}
      </Typography>
    </Box>
  );
}
