import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { moveItem, setList, songColumns, type Song } from './setlist';

export default function DragRowsToReorder() {
  const [songs, setSongs] = React.useState<Song[]>(setList);
  const [message, setMessage] = React.useState('Drag a row by its handle to change the running order.');

  // preview-start
  const handleRowOrderChange = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    // The grid has already moved the row on screen: keep your copy of the data in step.
    setSongs((previous) => moveItem(previous, oldIndex, targetIndex));
    setMessage(`“${row.title}” moved from number ${oldIndex + 1} to number ${targetIndex + 1}.`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={songs}
          columns={songColumns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Running order saved: {songs.map((song) => song.title).join(' → ')}
      </Typography>
    </Box>
  );
}
