import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';

const formats = ['YYYY-MM-DD HH:mm', 'DD/MM/YYYY hh:mm A', 'ddd D MMMM YYYY, HH:mm', 'MM/DD/YY h:mm a'];

export default function FormatTokens() {
  const [format, setFormat] = React.useState('YYYY-MM-DD HH:mm');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [sections, setSections] = React.useState<FieldSection[]>([]);

  // Read the sections the field built, after each render that can change them.
  React.useEffect(() => {
    setSections(fieldRef.current?.getSections() ?? []);
  }, [format, value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl sx={{ minWidth: 240 }}>
            <InputLabel id="format-tokens-label">format</InputLabel>
            <Select
              labelId="format-tokens-label"
              label="format"
              value={format}
              onChange={(event) => setFormat(event.target.value)}
            >
              {formats.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {/* preview-start */}
          <DateTimeField
            label="Boarding time"
            format={format}
            value={value}
            onChange={setValue}
            unstableFieldRef={fieldRef}
            sx={{ minWidth: 280 }}
          />
          {/* preview-end */}
        </Stack>
        <Box
          component="table"
          dir="ltr"
          sx={{ fontSize: 13, borderCollapse: 'collapse', '& td, & th': { px: 1, textAlign: 'start' } }}
        >
          <thead>
            <tr>
              <th>index</th>
              <th>type</th>
              <th>token</th>
              <th>value</th>
              <th>contentType</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((section, index) => (
              <tr key={index}>
                <td>{index}</td>
                <td>{section.type}</td>
                <td>{section.format}</td>
                <td>{section.value || `(${section.placeholder})`}</td>
                <td>{section.contentType}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
