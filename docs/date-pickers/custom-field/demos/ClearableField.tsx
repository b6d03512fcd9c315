import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableField() {
  const [clearable, setClearable] = React.useState(true);
  const [position, setPosition] = React.useState<'start' | 'end'>('end');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={<Switch checked={clearable} onChange={(event) => setClearable(event.target.checked)} />}
            label="clearable"
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: 'start' | 'end' | null) => next && setPosition(next)}
            aria-label="Clear button position"
          >
            <ToggleButton value="start">start</ToggleButton>
            <ToggleButton value="end">end</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {/* preview-start */}
        <DatePicker
          label="Dentist appointment"
          value={value}
          onChange={setValue}
          slotProps={{
            field: {
              clearable,
              clearButtonPosition: position,
              onClear: () =>
                setLog((previous) =>
                  [
                    `onClear (the value was ${value?.isValid() ? value.format('YYYY-MM-DD') : 'empty'})`,
                    ...previous,
                  ].slice(0, 3),
                ),
            },
          }}
          sx={{ maxWidth: 320 }}
        />
        {/* preview-end */}
        <Box dir="ltr">
          <Typography variant="body2">
            Value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
            {log.map((entry, index) => (
              <li key={`${log.length - index}`}>{entry}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
