import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function UncontrolledForm() {
  const [submitted, setSubmitted] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(
      [...data.entries()].map(([key, value]) => `${key} = "${typeof value === 'string' ? value : value.name}"`),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form onSubmit={handleSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
          {/* preview-start */}
          <DatePicker name="deliveryDate" label="Delivery date" defaultValue={dayjs('2026-03-18')} />
          <TimePicker name="deliveryTime" label="Delivery time" defaultValue={dayjs('2026-03-18T14:00')} />
          {/* preview-end */}
          <Button type="submit" variant="outlined" sx={{ height: 56 }}>
            Submit
          </Button>
        </Stack>
      </form>
      <Box
        component="ol"
        dir="ltr"
        sx={{ typography: 'body2', fontFamily: 'monospace', mt: 1, mb: 0, pl: 3, minHeight: 40 }}
      >
        {submitted.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
