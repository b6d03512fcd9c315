import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { books, bookColumns, type Book } from './books';

export default function ApiRefFromOutside() {
  // preview-start
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Press a button.');

  const sortByPrice = () => {
    apiRef.current?.sortColumn('price', 'desc');
    setMessage('Sorted by price, most expensive first.');
  };

  const selectOutOfStock = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ids = books.filter((book) => book.stock === 0).map((book) => book.id);
    api.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
    setMessage(`Selected ${ids.length} row(s) with nothing in stock.`);
  };

  const describe = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const [firstId] = api.getSortedRowIds();
    const first = firstId === undefined ? null : api.getRow<Book>(firstId);
    setMessage(`${api.getRowsCount()} rows; the first one shown is "${first?.title}".`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%', display: 'flow-root' }}>
      <Box role="group" aria-label="Demo actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={sortByPrice}>
          Sort by price
        </Button>
        <Button variant="outlined" size="small" onClick={selectOutOfStock}>
          Select sold-out books
        </Button>
        <Button variant="outlined" size="small" onClick={describe}>
          Describe the rows
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sort
        </Button>
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={books} columns={bookColumns} checkboxSelection hideFooter />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
