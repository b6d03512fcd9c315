import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// preview-start
function MonthHeadingField(props: DatePickerFieldProps) {
  const { value, label, open, setOpen, triggerRef, rootRef, triggerStatus } = usePickerContext();

  return (
    <Stack id={props.id} ref={rootRef} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="p">
        <span id={props.id ? `${props.id}-label` : undefined}>{label}</span>:{' '}
        {value?.isValid() ? value.format('MMMM YYYY') : 'no month'}
      </Typography>
      {triggerStatus !== 'hidden' && (
        <IconButton
          ref={triggerRef}
          aria-label="Choose the month"
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={triggerStatus === 'disabled'}
          onClick={() => setOpen((previous) => !previous)}
        >
          <ArrowDropDownIcon />
        </IconButton>
      )}
    </Stack>
  );
}
// preview-end

export default function TypographyMonthField() {
  const [month, setMonth] = React.useState<Dayjs | null>(dayjs('2026-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DatePicker
          label="Payroll report"
          views={['year', 'month']}
          openTo="month"
          value={month}
          onChange={setMonth}
          slots={{ field: MonthHeadingField }}
        />
        <Typography variant="body2" color="text.secondary" dir="ltr">
          {month
            ? `Payslips paid between ${month.startOf('month').format('D MMM')} and ${month.endOf('month').format('D MMM YYYY')}`
            : 'No month'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
