import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// 'shallow' while the hand is dragged, 'partial' when more views follow, 'finish' on the last one.
type SelectionState = 'shallow' | 'partial' | 'finish';

interface LoggedChange {
  id: number;
  text: string;
}

export default function ControlledTimeClock() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2026-03-14T16:40'));
  const [log, setLog] = React.useState<LoggedChange[]>([]);
  const nextId = React.useRef(0);

  // preview-start
  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState, selectedView?: TimeView) => {
    setDeparture(newValue);
    nextId.current += 1;
    const id = nextId.current;
    const text = `${newValue?.format('HH:mm')} · ${selectedView} · ${selectionState}`;
    setLog((previous) => [{ id, text }, ...previous].slice(0, 6));
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeClock value={departure} onChange={handleChange} ampm={false} />
        <Box dir="ltr" sx={{ minWidth: 200 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Ferry departs at {departure ? departure.format('HH:mm') : '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            onChange calls, newest first
          </Typography>
          <Box component="ol" dir="ltr" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 13 }}>
            {log.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
