import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  DataGrid,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';
import { books, bookColumns, type Book } from './books';

// preview-start
function YearHeader(props: GridColumnHeaderParams<Book>) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === props.field)?.sort;

  const toggle = () => {
    // sortColumn works on a column with `sortable: false`
    apiRef.current.sortColumn(props.field, current === 'asc' ? 'desc' : 'asc');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{props.colDef.headerName}</span>
      <IconButton size="small" aria-label="Switch the order of the years" onClick={toggle}>
        <SwapVertIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'year'
    ? {
        ...column,
        width: 120,
        sortable: false,
        renderHeader: (params: GridColumnHeaderParams<Book>) => <YearHeader {...params} />,
      }
    : column,
);
// preview-end

export default function SortLockedColumn() {
  const [sortText, setSortText] = React.useState('[{"field":"year","sort":"desc"}]');

  return (
    <Box sx={{ width: '100%', display: 'flow-root' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={books}
          columns={columns}
          hideFooter
          // preview-start
          initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'desc' }] } }}
          // preview-end
          onSortModelChange={(model) => setSortText(JSON.stringify(model))}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        sortModel: {sortText}
      </Typography>
    </Box>
  );
}
