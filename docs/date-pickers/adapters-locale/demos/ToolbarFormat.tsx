import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const toolbarFormats = ['ddd, MMM D', 'D MMMM', 'dddd D', 'YYYY-MM-DD'];

export default function ToolbarFormat() {
  const [toolbarFormat, setToolbarFormat] = React.useState('dddd D');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        sx={{ flexWrap: 'wrap' }}
        exclusive
        value={toolbarFormat}
        onChange={(_event, next: string | null) => next && setToolbarFormat(next)}
        aria-label="toolbarFormat"
      >
        {toolbarFormats.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        {/* preview-start */}
        <StaticDatePicker
          defaultValue={dayjs('2026-03-14')}
          localeText={{ toolbarTitle: 'Delivery day' }}
          slotProps={{
            toolbar: { toolbarFormat },
            actionBar: { actions: [] },
          }}
        />
        {/* preview-end */}
      </LocalizationProvider>
    </Stack>
  );
}
