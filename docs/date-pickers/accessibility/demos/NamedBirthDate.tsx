import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const latestBirthDate = dayjs('2008-03-14'); // 18 years before 14 March 2026

// Reads back what the page exposes to assistive technology (for this demo only).
function readAccessibility(root: HTMLElement) {
  const text = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .map((id) => {
        // Leave out what assistive technology does not read, such as the required asterisk.
        const clone = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
        clone?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return clone?.textContent?.trim() ?? '';
      })
      .filter(Boolean)
      .join(' / ');
  const group = root.querySelector('[role="group"]');
  const sections = [...root.querySelectorAll('[role="spinbutton"]')].map(
    (section) =>
      `${section.getAttribute('aria-label')}: ${section.getAttribute('aria-valuetext') ?? section.getAttribute('aria-valuenow')}`,
  );
  return [
    `group name: ${text(group?.getAttribute('aria-labelledby') ?? null)}`,
    `group description: ${text(group?.getAttribute('aria-describedby') ?? null)}`,
    `aria-invalid: ${group?.getAttribute('aria-invalid')}`,
    `spinbuttons: ${sections.join(', ')}`,
    `button name: ${root.querySelector('button')?.getAttribute('aria-label')}`,
  ];
}

export default function NamedBirthDate() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1990-07-21'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const pickerRef = React.useRef<HTMLDivElement>(null);
  const [report, setReport] = React.useState<string[]>([]);

  React.useEffect(() => {
    // Wait a frame so that the picker has updated its attributes.
    const frame = requestAnimationFrame(() => {
      if (pickerRef.current) setReport(readAccessibility(pickerRef.current));
    });
    return () => cancelAnimationFrame(frame);
  }, [birthDate, error]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <div ref={pickerRef}>
          {/* preview-start */}
          <DatePicker
            label="Date of birth"
            value={birthDate}
            onChange={setBirthDate}
            maxDate={latestBirthDate}
            onError={setError}
            slotProps={{
              textField: {
                id: 'birth-date',
                required: true,
                helperText: error ? 'You must be 18 or older to open an account' : 'MM/DD/YYYY',
                // The helper text is linked by default; add your own hint next to it.
                InputProps: { 'aria-describedby': 'birth-date-helper-text birth-date-why' },
              },
              // With an `id` of your own, point the popup at the label yourself.
              popper: { 'aria-labelledby': 'birth-date-label' },
            }}
          />
          {/* preview-end */}
        </div>
        <Typography id="birth-date-why" variant="body2" color="text.secondary">
          We ask for your date of birth to confirm your age.
        </Typography>
        <Box
          component="ul"
          dir="ltr"
          sx={{ typography: 'body2', fontFamily: 'monospace', m: 0, pl: 3, overflowWrap: 'anywhere' }}
        >
          {report.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
