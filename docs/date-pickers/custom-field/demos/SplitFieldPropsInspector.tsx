import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function PropList({ title, names }: { title: string; names: string[] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Box
        component="ul"
        dir="ltr"
        sx={{ m: 0, pl: 2.5, typography: 'body2', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    </Box>
  );
}

// preview-start
function InspectorField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  // 'date' also moves the date validation props into `internalProps`.
  const split = useSplitFieldProps(props, 'date');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button ref={fieldRef} variant="outlined" onClick={() => picker.setOpen(true)}>
        {picker.value?.format('DD MMM YYYY') ?? 'Pick a date'}
      </Button>
      <Stack direction="row" spacing={4}>
        <PropList title="internalProps" names={Object.keys(split.internalProps)} />
        <PropList title="forwardedProps" names={Object.keys(split.forwardedProps)} />
      </Stack>
    </Stack>
  );
}
// preview-end

export default function SplitFieldPropsInspector() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2026-03-14')}
        minDate={dayjs('2026-01-01')}
        maxDate={dayjs('2026-12-31')}
        slots={{ field: InspectorField }}
        slotProps={{ field: { clearable: true, 'aria-describedby': 'invoice-hint' } }}
      />
    </LocalizationProvider>
  );
}
