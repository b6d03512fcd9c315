import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { type Book, bookColumns, fetchBooks } from './bookServer';

interface LogEntry {
  id: number;
  search: string;
  status: 'waiting' | 'shown' | 'dropped';
  count?: number;
}

// The pretend server is slower on short searches, which match more of the catalogue.
const delayFor = (model: GridFilterModel) => {
  const length = (model.quickFilterValues ?? []).join(' ').length;
  return length > 0 && length < 3 ? 1500 : 500;
};

export default function DebouncedRequests() {
  const [debounceMs, setDebounceMs] = React.useState(150);
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const lastRequest = React.useRef(0);

  const update = (id: number, patch: Partial<LogEntry>) =>
    setLog((entries) => entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));

  // preview-start
  const load = React.useCallback((model: GridFilterModel) => {
    lastRequest.current += 1;
    const id = lastRequest.current;
    const search = (model.quickFilterValues ?? []).join(' ');
    setLog((entries) => [{ id, search, status: 'waiting' as const }, ...entries].slice(0, 5));
    setLoading(true);
    void fetchBooks(model, { delayMs: delayFor(model) }).then((result) => {
      if (id !== lastRequest.current) {
        update(id, { status: 'dropped' }); // a newer request was sent: ignore this answer
        return;
      }
      update(id, { status: 'shown', count: result.length });
      setRows(result);
      setLoading(false);
    });
  }, []);
  // preview-end

  React.useEffect(() => {
    load({ items: [] });
  }, [load]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
        <Typography id="debounce-label" variant="body2" sx={{ flexShrink: 0 }}>
          filterDebounceMs: {debounceMs}
        </Typography>
        <Slider
          aria-labelledby="debounce-label"
          value={debounceMs}
          onChange={(_, value) => setDebounceMs(value)}
          min={0}
          max={1000}
          step={50}
        />
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={bookColumns}
          showToolbar
          filterMode="server"
          filterDebounceMs={debounceMs}
          onFilterModelChange={load}
          loading={loading}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Requests, newest first
      </Typography>
      <Box component="ol" reversed sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, minHeight: 110 }}>
        {log.map((entry) => (
          <li key={entry.id} value={entry.id}>
            search &quot;{entry.search}&quot;: {entry.status === 'waiting' && 'waiting…'}
            {entry.status === 'shown' && `${entry.count} books, shown`}
            {entry.status === 'dropped' && 'answer dropped, a newer request was sent'}
          </li>
        ))}
      </Box>
    </Stack>
  );
}
