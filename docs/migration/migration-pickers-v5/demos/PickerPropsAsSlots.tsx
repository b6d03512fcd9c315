import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDeliveryDay = dayjs('2026-03-16');

export default function PickerPropsAsSlots() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-03-20'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* preview-start */}
        <DatePicker
          label="Delivery date"
          value={delivery}
          onChange={(newValue, context) => {
            setDelivery(newValue);
            setError(context.validationError);
          }}
          format="DD/MM/YYYY"
          minDate={firstDeliveryDay}
          localeText={{ toolbarTitle: 'Choose a delivery day' }}
          slotProps={{
            textField: {
              helperText: error === 'minDate' ? 'We deliver from 16/03/2026' : 'DD/MM/YYYY',
            },
            toolbar: { toolbarFormat: 'ddd D MMM', hidden: false },
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          value: {delivery === null ? 'null' : delivery.isValid() ? delivery.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
        <Typography variant="body2" dir="ltr">
          validationError: {error === null ? 'null' : `'${error}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
