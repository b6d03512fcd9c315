import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridCellParams,
  type GridRowId,
} from '@mui/x-data-grid';
import { plantColumns, plants, type Plant } from './plants';

export default function FocusFromCode() {
  const apiRef = useGridApiRef();
  const [focused, setFocused] = React.useState('No cell has focus yet.');

  // preview-start
  // Report the focused cell, however focus got there (pointer, keyboard or code).
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('cellFocusIn', ({ row, colDef, formattedValue }: GridCellParams<Plant>) =>
        setFocused(`Focused: ${colDef.headerName} of ${row.name} (${String(formattedValue)}).`),
      ),
    [apiRef],
  );

  // Bring the next sold-out plant into view and put focus on its stock cell. The last one is
  // remembered here: clicking the button takes focus out of the grid, which then has no focused cell.
  const lastSoldOut = React.useRef<GridRowId | null>(null);
  const focusNextSoldOut = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const start = lastSoldOut.current === null ? 0 : ids.indexOf(lastSoldOut.current) + 1;
    const order = [...ids.slice(start), ...ids.slice(0, start)];
    const id = order.find((candidate) => api.getRow<Plant>(candidate)?.stock === 0);
    if (id === undefined) {
      return;
    }
    lastSoldOut.current = id;
    api.scrollToIndexes({ rowIndex: ids.indexOf(id), colIndex: api.getColumnIndex('stock') });
    api.setCellFocus(id, 'stock');
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={focusNextSoldOut}>
          Next sold-out plant
        </Button>
        <Typography variant="body2" aria-live="polite">
          {focused}
        </Typography>
      </Box>
      <Box sx={{ height: 330 }}>
        <DataGrid apiRef={apiRef} rows={plants} columns={plantColumns} hideFooter />
      </Box>
    </Box>
  );
}
