import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormIntegration() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <TextField name="guest" label="Guest name" defaultValue="Ana Ruiz" size="small" />
          {/* preview-start */}
          <DatePicker
            name="arrival"
            label="Arrival"
            format="YYYY-MM-DD"
            slotProps={{
              textField: { required: true, helperText: 'Check-in opens at 3 p.m.' },
            }}
          />
          {/* preview-end */}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Book
          </Button>
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {submitted ? `Form data: ${submitted}` : 'Submit to see what the form sends.'}
          </Typography>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
