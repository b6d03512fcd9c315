import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';

/** `null`, `Invalid Date`, or the date in the given format. */
export function show(value: Dayjs | null, format = 'YYYY-MM-DD') {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format(format) : 'Invalid Date';
}

interface ErrorCall {
  id: number;
  text: string;
}

/**
 * The current validation error and the last few `onError` calls.
 * Pass `onError` to the component; `error` is `null` until the first call.
 */
export function useErrorLog<TError>(size = 3) {
  const [error, setError] = React.useState<TError | null>(null);
  const [calls, setCalls] = React.useState<ErrorCall[]>([]);
  const nextId = React.useRef(1);
  const onError = React.useCallback(
    (newError: TError) => {
      const id = nextId.current;
      nextId.current += 1;
      setError(newError);
      setCalls((previous) => [...previous, { id, text: JSON.stringify(newError) }].slice(-size));
    },
    [size],
  );
  return { error, calls, onError };
}

/** Prints the value, the current error and the last `onError` calls. */
export function ValidationReadout({ value, error, calls }: { value: string; error: unknown; calls: ErrorCall[] }) {
  return (
    <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
      <div>value: {value}</div>
      <div>error: {JSON.stringify(error ?? null)}</div>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, fontFamily: 'inherit' }}>
        onError calls, oldest first:
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {calls.length === 0 ? (
          <Box component="li" sx={{ listStyle: 'none', ml: -3, color: 'text.secondary' }}>
            none yet
          </Box>
        ) : (
          calls.map((call) => (
            <li key={call.id} value={call.id}>
              onError({call.text})
            </li>
          ))
        )}
      </Box>
    </Box>
  );
}
