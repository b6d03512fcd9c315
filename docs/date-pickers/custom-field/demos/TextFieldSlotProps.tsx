import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type Variant = 'outlined' | 'filled' | 'standard';

export default function TextFieldSlotProps() {
  const [variant, setVariant] = React.useState<Variant>('filled');
  const [small, setSmall] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id="text-field-variant-label">variant</InputLabel>
            <Select
              labelId="text-field-variant-label"
              label="variant"
              value={variant}
              onChange={(event) => setVariant(event.target.value)}
            >
              <MenuItem value="outlined">outlined</MenuItem>
              <MenuItem value="filled">filled</MenuItem>
              <MenuItem value="standard">standard</MenuItem>
            </Select>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={small} onChange={(event) => setSmall(event.target.checked)} />}
            label='size="small"'
          />
        </Stack>
        {/* preview-start */}
        <DatePicker
          label="Passport expiry date"
          defaultValue={dayjs('2031-06-30')}
          slotProps={{
            textField: {
              variant,
              size: small ? 'small' : 'medium',
              helperText: 'As printed on the photo page',
              fullWidth: true,
            },
          }}
          sx={{ maxWidth: 360 }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
