import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker, type DateTimePickerFieldProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDateTime } from '@mui/x-date-pickers/validation';

// preview-start
function SentenceField(props: DateTimePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date-time');
  const picker = usePickerContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateTime,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const { value } = picker;

  return (
    <Box id={props.id} ref={fieldRef}>
      <Typography
        id={props.id ? `${props.id}-label` : undefined}
        variant="overline"
        component="p"
        color="text.secondary"
      >
        {picker.label}
      </Typography>
      <Typography color={hasValidationError ? 'error' : 'textPrimary'}>
        Publish the newsletter on{' '}
        <Link
          component="button"
          variant="body1"
          aria-haspopup="dialog"
          onClick={() => picker.setOpen(true)}
          sx={{ verticalAlign: 'baseline' }}
        >
          {value?.isValid() ? value.format('dddd D MMMM [at] HH:mm') : 'a date to choose'}
        </Link>
        .
      </Typography>
    </Box>
  );
}
// preview-end

export default function LinkDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimePicker
          label="Newsletter publication"
          value={value}
          onChange={setValue}
          ampm={false}
          minDateTime={dayjs('2026-03-13T12:00')}
          slots={{ field: SentenceField }}
        />
        <Typography variant="body2" color="text.secondary" dir="ltr">
          Value: {value ? value.format('YYYY-MM-DD HH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
