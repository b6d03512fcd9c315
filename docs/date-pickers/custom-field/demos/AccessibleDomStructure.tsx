import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Reads what a screen reader meets inside the field's root element.
function describeField(root: HTMLElement | null) {
  if (!root) {
    return [];
  }
  const spinbuttons = Array.from(root.querySelectorAll('[role="spinbutton"]'));
  const inputs = Array.from(root.querySelectorAll('input'));
  return [
    `role="group": ${root.querySelector('[role="group"]') ? 'yes' : 'no'}`,
    `role="spinbutton": ${spinbuttons.length} (${spinbuttons.map((node) => node.getAttribute('aria-label')).join(', ') || 'none'})`,
    ...inputs.map(
      (input) =>
        `<input>: value "${input.value}"${input.getAttribute('aria-hidden') === 'true' ? ', aria-hidden' : ', focusable'}`,
    ),
  ];
}

function InspectedPicker({ accessible }: { accessible: boolean }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [lines, setLines] = React.useState<string[]>([]);

  React.useEffect(() => {
    setLines(describeField(rootRef.current));
  }, []);

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        enableAccessibleFieldDOMStructure={String(accessible)}
      </Typography>
      {accessible ? (
        <DatePicker ref={rootRef} label="Check-in date" defaultValue={dayjs('2026-03-14')} />
      ) : (
        <DatePicker
          ref={rootRef}
          label="Check-out date"
          defaultValue={dayjs('2026-03-17')}
          enableAccessibleFieldDOMStructure={false}
        />
      )}
      <Box
        component="ul"
        dir="ltr"
        sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}

export default function AccessibleDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <InspectedPicker accessible />
        <InspectedPicker accessible={false} />
      </Stack>
    </LocalizationProvider>
  );
}
