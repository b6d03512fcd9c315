import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';

/** `null`, `Invalid Date`, or the date in the given format. */
export function show(value: Dayjs | null, format = 'YYYY-MM-DD') {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format(format) : 'Invalid Date';
}

export interface LoggedEvent {
  id: number;
  text: string;
}

/** Keeps the last `size` events, newest last, and a function to add one. */
export function useEventLog(size = 6) {
  const [events, setEvents] = React.useState<LoggedEvent[]>([]);
  const nextId = React.useRef(1);
  const log = React.useCallback(
    (text: string) => {
      const id = nextId.current;
      nextId.current += 1;
      setEvents((previous) => [...previous, { id, text }].slice(-size));
    },
    [size],
  );
  const clear = React.useCallback(() => setEvents([]), []);
  return { events, log, clear };
}

export function EventLog({ events, onClear }: { events: LoggedEvent[]; onClear: () => void }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          Events, oldest first
        </Typography>
        <Button size="small" onClick={onClear}>
          Clear log
        </Button>
      </Box>
      <Box
        component="ol"
        dir="ltr"
        aria-live="polite"
        sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
      >
        {events.length === 0 ? (
          <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -3, color: 'text.secondary' }}>
            Nothing yet: use the picker.
          </Typography>
        ) : (
          events.map((event) => (
            <li key={event.id} value={event.id}>
              {event.text}
            </li>
          ))
        )}
      </Box>
    </Box>
  );
}
