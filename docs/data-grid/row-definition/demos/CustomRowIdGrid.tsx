import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  author: string;
  pages: number;
}

const books: Book[] = [
  { isbn: '978-0-441-47812-5', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', pages: 304 },
  { isbn: '978-0-8070-8305-1', title: 'Kindred', author: 'Octavia E. Butler', pages: 264 },
  { isbn: '978-0-441-56959-5', title: 'Neuromancer', author: 'William Gibson', pages: 271 },
  { isbn: '978-0-316-22929-6', title: 'The Fifth Season', author: 'N. K. Jemisin', pages: 468 },
  { isbn: '978-1-63557-563-9', title: 'Piranesi', author: 'Susanna Clarke', pages: 272 },
];

const columns: GridColDef<Book>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

// preview-start
// Defined outside the component, so the grid receives the same function on every render.
const getBookId: GridRowIdGetter<Book> = (book) => book.isbn;
// preview-end

export default function CustomRowIdGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={books} columns={columns} getRowId={getBookId} checkboxSelection hideFooter />
    </Box>
  );
}
