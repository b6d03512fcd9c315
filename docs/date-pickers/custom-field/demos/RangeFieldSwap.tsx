import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const fields = {
  SingleInputDateRangeField,
  MultiInputDateRangeField,
};

type FieldName = keyof typeof fields;

// The picker reads this static property to know how many inputs the field renders.
// (The type of MultiInputDateRangeField does not declare it, so read it through a wider type.)
function getFieldType(component: React.ElementType & { fieldType?: 'single-input' | 'multi-input' }) {
  return component.fieldType;
}

export default function RangeFieldSwap() {
  const [fieldName, setFieldName] = React.useState<FieldName>('MultiInputDateRangeField');
  const Field = fields[fieldName];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={fieldName}
          onChange={(_event, next: FieldName | null) => next && setFieldName(next)}
          aria-label="Field component"
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="SingleInputDateRangeField" sx={{ textTransform: 'none' }}>
            SingleInputDateRangeField
          </ToggleButton>
          <ToggleButton value="MultiInputDateRangeField" sx={{ textTransform: 'none' }}>
            MultiInputDateRangeField
          </ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateRangePicker
          key={fieldName}
          label="Hotel stay"
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-17')]}
          slots={{ field: Field }}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          {fieldName}.fieldType: &quot;{getFieldType(Field)}&quot;
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
