import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Position = 'start' | 'end';

export default function ButtonPosition() {
  const [openPosition, setOpenPosition] = React.useState<Position>('start');
  const [clearable, setClearable] = React.useState(true);
  const [clearPosition, setClearPosition] = React.useState<Position>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" id="open-position-label">
              Open button
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={openPosition}
              onChange={(_, next: Position | null) => next && setOpenPosition(next)}
              aria-labelledby="open-position-label"
            >
              <ToggleButton value="start">start</ToggleButton>
              <ToggleButton value="end">end</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <FormControlLabel
            control={<Switch checked={clearable} onChange={(event) => setClearable(event.target.checked)} />}
            label="clearable"
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" id="clear-position-label">
              Clear button
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              disabled={!clearable}
              value={clearPosition}
              onChange={(_, next: Position | null) => next && setClearPosition(next)}
              aria-labelledby="clear-position-label"
            >
              <ToggleButton value="start">start</ToggleButton>
              <ToggleButton value="end">end</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        {/* preview-start */}
        <DatePicker
          label="Warranty expires"
          defaultValue={dayjs('2028-03-14')}
          slotProps={{
            field: {
              openPickerButtonPosition: openPosition,
              clearable,
              clearButtonPosition: clearPosition,
            },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
