import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const FieldButton = styled(Button)({ textTransform: 'none', justifyContent: 'flex-start' });

// preview-start
function FlightDatesField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition, setRangePosition } = usePickerRangePositionContext();
  const fieldRef = useForkRef(picker.triggerRef, picker.rootRef);

  const renderButton = (position: RangePosition) => {
    const date = picker.value[position === 'start' ? 0 : 1];
    const isActive = picker.open && rangePosition === position;
    return (
      <FieldButton
        variant={isActive ? 'contained' : 'outlined'}
        startIcon={position === 'start' ? <FlightTakeoffIcon /> : <FlightLandIcon />}
        aria-haspopup="dialog"
        aria-pressed={isActive}
        onClick={() => {
          setRangePosition(position);
          picker.setOpen(true);
        }}
        sx={{ flex: 1 }}
      >
        {position === 'start' ? 'Outbound' : 'Return'}: {date?.isValid() ? date.format('ddd D MMM') : '–'}
      </FieldButton>
    );
  };

  return (
    <Stack id={props.id} ref={fieldRef} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {renderButton('start')}
      {renderButton('end')}
    </Stack>
  );
}

FlightDatesField.fieldType = 'single-input' as const;
// preview-end

export default function TwoButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs('2026-04-03'), dayjs('2026-04-12')]} slots={{ field: FlightDatesField }} />
    </LocalizationProvider>
  );
}
