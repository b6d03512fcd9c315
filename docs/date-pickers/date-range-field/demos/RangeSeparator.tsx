import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const separators = ['–', 'to', '→', 'until'];
const sprint = [dayjs('2026-03-16'), dayjs('2026-03-27')] as const;

export default function RangeSeparator() {
  const [separator, setSeparator] = React.useState('–');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 520 }}>
        <FormControl size="small" sx={{ width: 160 }}>
          <InputLabel id="separator-label">dateSeparator</InputLabel>
          <Select
            labelId="separator-label"
            label="dateSeparator"
            value={separator}
            onChange={(event) => setSeparator(event.target.value)}
          >
            {separators.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* preview-start */}
        <SingleInputDateRangeField label="Sprint 12" dateSeparator={separator} defaultValue={[...sprint]} />
        <MultiInputDateRangeField
          dateSeparator={separator}
          defaultValue={[...sprint]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Starts' : 'Ends' }),
            separator: { color: 'text.secondary', sx: { minWidth: 40, textAlign: 'center' } },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
