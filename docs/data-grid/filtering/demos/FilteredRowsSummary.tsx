import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridExpandedRowCountSelector,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { type Cafe, cafes, cafeColumns } from './cafes';

// preview-start
function SeatsFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const seats = entries.reduce((sum, entry) => sum + (entry.model as Cafe).seats, 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        {shown} of {total} cafés shown, {seats} seats between them
      </Typography>
    </GridFooterContainer>
  );
}
// preview-end

export default function FilteredRowsSummary() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={cafes}
        columns={cafeColumns}
        showToolbar
        slots={{ footer: SeatsFooter }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'city', operator: 'isAnyOf', value: ['Zürich', 'Kraków'] }] } },
        }}
      />
    </Box>
  );
}
