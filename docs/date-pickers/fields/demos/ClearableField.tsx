import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Position = 'start' | 'end';

export default function ClearableField() {
  const [clearable, setClearable] = React.useState(true);
  const [position, setPosition] = React.useState<Position>('end');
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [cancellation, setCancellation] = React.useState<Dayjs | null>(dayjs('2026-04-30'));
  const [clears, setClears] = React.useState(0);
  const countClear = () => setClears((count) => count + 1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <FormControlLabel
            control={<Switch checked={clearable} onChange={(event) => setClearable(event.target.checked)} />}
            label="clearable"
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_event, next: Position | null) => next && setPosition(next)}
            aria-label="clearButtonPosition"
          >
            <ToggleButton value="start">start</ToggleButton>
            <ToggleButton value="end">end</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Membership renewal"
            value={renewal}
            onChange={setRenewal}
            clearable={clearable}
            clearButtonPosition={position}
            onClear={countClear}
          />
          <DatePicker
            label="Cancellation date"
            value={cancellation}
            onChange={setCancellation}
            slotProps={{
              field: { clearable, clearButtonPosition: position, onClear: countClear },
            }}
          />
        </Stack>
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          renewal: {renewal?.format('YYYY-MM-DD') ?? 'null'}, cancellation:{' '}
          {cancellation?.format('YYYY-MM-DD') ?? 'null'}, onClear calls: {clears}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
