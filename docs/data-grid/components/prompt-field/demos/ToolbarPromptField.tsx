import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  type GridColDef,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { interpretPrompt } from './interpretPrompt';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  year: number;
  pages: number;
}

const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Mira Castell', genre: 'Fantasy', year: 2019, pages: 412 },
  { id: 2, title: 'Quiet Engines', author: 'Theo Brandt', genre: 'Science fiction', year: 2022, pages: 336 },
  { id: 3, title: 'A Winter Ledger', author: 'Ines Duarte', genre: 'Mystery', year: 2017, pages: 288 },
  { id: 4, title: 'Glass Orchard', author: 'Mira Castell', genre: 'Fantasy', year: 2023, pages: 455 },
  { id: 5, title: 'The Cartographer', author: 'Samuel Okoye', genre: 'Historical', year: 2015, pages: 510 },
  { id: 6, title: 'Low Tide', author: 'Ines Duarte', genre: 'Mystery', year: 2021, pages: 302 },
  { id: 7, title: 'Signal Fires', author: 'Theo Brandt', genre: 'Science fiction', year: 2018, pages: 364 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

// preview-start
function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [reply, setReply] = React.useState('Ask for a sort or a search.');

  // Returning a promise keeps the send and record buttons disabled until it resolves.
  const handleSubmit = async (prompt: string) => {
    setReply('Thinking…');
    const result = await interpretPrompt(prompt);
    if (result.sortModel) {
      apiRef.current.setSortModel(result.sortModel);
    }
    if (result.quickFilterValues) {
      apiRef.current.setQuickFilterValues(result.quickFilterValues);
    }
    setReply(result.reply);
  };

  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap', gap: 12, flex: 'none' }}>
      <PromptField
        // PromptField awaits what onSubmit returns, although its type says void.
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSubmit={handleSubmit}
        style={{ display: 'flex', flex: '1 1 240px', maxWidth: 420 }}
      >
        <PromptFieldControl
          placeholder="sort by year desc"
          size="small"
          fullWidth
          slotProps={{
            // On the control itself, aria-label would land on the field's outer <div>.
            htmlInput: { 'aria-label': 'Ask about the books' },
            input: {
              endAdornment: (
                <PromptFieldSend aria-label="Send" size="small" edge="end">
                  <SendIcon fontSize="small" />
                </PromptFieldSend>
              ),
            },
          }}
        />
      </PromptField>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {reply}
      </Typography>
    </Toolbar>
  );
}
// preview-end

export default function ToolbarPromptFieldDemo() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={books} columns={columns} slots={{ toolbar: PromptToolbar }} showToolbar hideFooter />
    </Box>
  );
}
