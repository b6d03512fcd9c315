// The requests a grid sent to the simulated server, newest first.
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LoggedRequest {
  id: number;
  /** What the grid asked for, e.g. `groupKeys: ["Clients"]`. */
  summary: string;
  /** `null` while the request is pending. */
  outcome: string | null;
}

export function useRequestLog() {
  const [entries, setEntries] = React.useState<LoggedRequest[]>([]);
  const counter = React.useRef(0);

  const start = React.useCallback((summary: string) => {
    counter.current += 1;
    const id = counter.current;
    setEntries((previous) => [{ id, summary, outcome: null }, ...previous].slice(0, 30));
    return (outcome: string) => {
      setEntries((previous) => previous.map((entry) => (entry.id === id ? { ...entry, outcome } : entry)));
    };
  }, []);

  const clear = React.useCallback(() => {
    counter.current = 0;
    setEntries([]);
  }, []);

  return { entries, start, clear };
}

export function RequestLog({ entries, height = 120 }: { entries: LoggedRequest[]; height?: number }) {
  return (
    <Box
      component="section"
      aria-label="Requests sent to the server"
      // The log is code: left to right, also on a right-to-left page.
      dir="ltr"
      tabIndex={0}
      sx={{
        height,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        fontFamily: 'monospace',
        fontSize: 12,
      }}
    >
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}>
          No requests yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              #{entry.id} {entry.summary} {'→'} {entry.outcome ?? 'waiting…'}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
