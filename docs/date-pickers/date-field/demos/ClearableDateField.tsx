import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

type Position = 'start' | 'end';

export default function ClearableDateField() {
  const [position, setPosition] = React.useState<Position>('end');
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [events, setEvents] = React.useState<{ id: number; text: string }[]>([]);
  const nextId = React.useRef(0);

  const log = (text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setEvents((previous) => [{ id, text }, ...previous].slice(0, 3));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_, next: Position | null) => next && setPosition(next)}
          aria-label="clearButtonPosition"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateField
          label="Insurance renewal"
          value={renewal}
          onChange={(newValue) => {
            setRenewal(newValue);
            log(`onChange: ${newValue?.isValid() ? newValue.format('YYYY-MM-DD') : String(newValue)}`);
          }}
          clearable
          clearButtonPosition={position}
          onClear={() => log('onClear')}
          sx={{ maxWidth: 320 }}
        />
        {/* preview-end */}
        <Box component="ol" dir="ltr" sx={{ m: 0, pl: 3, minHeight: 72, typography: 'body2' }}>
          {events.map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
