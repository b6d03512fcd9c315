import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import ClockFrame from './clockFrame';

// 'partial' while more columns follow the one clicked, 'finish' for the last column.
type SelectionState = 'shallow' | 'partial' | 'finish';

interface LoggedChange {
  id: number;
  text: string;
}

export default function ControlledMultiSection() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-03-14T18:15'));
  const [log, setLog] = React.useState<LoggedChange[]>([]);
  const nextId = React.useRef(0);

  // preview-start
  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState, view?: TimeView | 'meridiem') => {
    setPickup(newValue);
    nextId.current += 1;
    const id = nextId.current;
    const text = `${newValue?.format('hh:mm A')} · ${view} · ${selectionState}`;
    setLog((previous) => [{ id, text }, ...previous].slice(0, 6));
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <ClockFrame title="Grocery pickup">
          <MultiSectionDigitalClock value={pickup} onChange={handleChange} ampm timeSteps={{ minutes: 15 }} />
        </ClockFrame>
        <Box dir="ltr" sx={{ minWidth: 220 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Pickup at {pickup ? pickup.format('h:mm A') : '—'}
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
