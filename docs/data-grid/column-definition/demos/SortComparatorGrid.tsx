import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Size = 'XS' | 'S' | 'M' | 'L' | 'XL';

interface Shirt {
  id: number;
  colour: string;
  size: Size;
  sold: number;
}

const rows: Shirt[] = [
  { id: 1, colour: 'Navy', size: 'L', sold: 120 },
  { id: 2, colour: 'Navy', size: 'XS', sold: 35 },
  { id: 3, colour: 'Forest', size: 'M', sold: 88 },
  { id: 4, colour: 'Sand', size: 'XL', sold: 41 },
  { id: 5, colour: 'Forest', size: 'S', sold: 64 },
  { id: 6, colour: 'Sand', size: 'M', sold: 97 },
];

// preview-start
const SIZE_ORDER: Size[] = ['XS', 'S', 'M', 'L', 'XL'];

// Alphabetically, "L" < "M" < "S" < "XL" < "XS". Clothing sizes have their own order.
const bySize: GridComparatorFn<Size> = (a, b) => SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b);

const columns: GridColDef<Shirt>[] = [
  { field: 'colour', headerName: 'Colour', width: 120 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: bySize },
  { field: 'sold', headerName: 'Sold', type: 'number', width: 100 },
];
// preview-end

export default function SortComparatorGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
