import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridGetRowsParams } from '@mui/x-data-grid';

// Shows the last few `GridGetRowsParams` objects the grid passed to
// `getRows()`, newest first. Answers served from the cache never appear here.

export interface LoggedRequest {
  id: number;
  params: GridGetRowsParams;
}

export function useRequestLog(limit = 4) {
  const [entries, setEntries] = React.useState<LoggedRequest[]>([]);
  const counter = React.useRef(0);
  const logRequest = React.useCallback(
    (params: GridGetRowsParams) => {
      counter.current += 1;
      const entry = { id: counter.current, params };
      setEntries((previous) => [entry, ...previous].slice(0, limit));
    },
    [limit],
  );
  return { entries, logRequest };
}

function summarize({ start, end, sortModel, filterModel }: GridGetRowsParams) {
  const summary: Record<string, unknown> = { start, end };
  if (sortModel.length > 0) {
    summary.sortModel = sortModel;
  }
  if (filterModel.items.length > 0) {
    summary.filterItems = filterModel.items.map((item) => ({
      field: item.field,
      operator: item.operator,
      value: item.value as unknown,
    }));
  }
  if (filterModel.quickFilterValues?.length) {
    summary.quickFilterValues = filterModel.quickFilterValues;
  }
  return JSON.stringify(summary);
}

export function RequestLog({
  entries,
  title = 'getRows() calls, newest first',
}: {
  entries: LoggedRequest[];
  title?: string;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minHeight: 104 }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No request yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ fontFamily: 'monospace', fontSize: 12, lineHeight: 1.6, overflowWrap: 'anywhere' }}
            >
              #{entry.id} {summarize(entry.params)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
