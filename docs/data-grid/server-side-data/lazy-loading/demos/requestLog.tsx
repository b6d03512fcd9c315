import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridGetRowsParams } from '@mui/x-data-grid-pro';

// Lists the last requests the grid sent to `getRows()`, newest first:
// which rows it asked for, and whether the answer has arrived.

export interface LoggedRequest {
  id: number;
  params: GridGetRowsParams;
  state: 'pending' | 'done' | 'failed';
}

export function useRequestLog(limit = 4) {
  const [entries, setEntries] = React.useState<LoggedRequest[]>([]);
  const [total, setTotal] = React.useState(0);
  const counter = React.useRef(0);

  /** Call it when a request starts; call the function it returns when it settles. */
  const logRequest = React.useCallback(
    (params: GridGetRowsParams) => {
      counter.current += 1;
      const id = counter.current;
      setTotal(id);
      setEntries((previous) => [{ id, params, state: 'pending' as const }, ...previous].slice(0, limit));
      return (state: 'done' | 'failed') =>
        setEntries((previous) => previous.map((entry) => (entry.id === id ? { ...entry, state } : entry)));
    },
    [limit],
  );
  return { entries, total, logRequest };
}

function describe({ start, end, sortModel, filterModel }: GridGetRowsParams) {
  const parts = [`start ${start}, end ${end}`];
  if (sortModel.length > 0) {
    parts.push(`sort ${sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')}`);
  }
  if (filterModel.quickFilterValues?.length) {
    parts.push(`search "${filterModel.quickFilterValues.join(' ')}"`);
  }
  return parts.join(' · ');
}

const stateLabels = { pending: 'waiting…', done: 'rows arrived', failed: 'failed' };

export function RequestLog({ entries, total }: { entries: LoggedRequest[]; total: number }) {
  return (
    <Box
      component="section"
      aria-label="Requests sent by the grid"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minHeight: 108 }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        getRows() calls: {total}, newest first
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No request yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ fontFamily: 'monospace', fontSize: 12, lineHeight: 1.6 }}>
              #{entry.id} {describe(entry.params)} — {stateLabels[entry.state]}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
