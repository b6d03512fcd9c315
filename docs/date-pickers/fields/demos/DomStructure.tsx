import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

type Structure = 'accessible' | 'input';

function describeDom(root: HTMLElement) {
  const input = root.querySelector('input');
  const spinbuttons = root.querySelectorAll('[role="spinbutton"]');
  return [
    `role="spinbutton" elements: ${spinbuttons.length}`,
    ...Array.from(spinbuttons, (element) =>
      ['aria-label', 'aria-valuenow', 'aria-valuetext']
        .filter((name) => element.hasAttribute(name))
        .map((name) => `${name}="${element.getAttribute(name)}"`)
        .join(' '),
    ),
    input
      ? `<input type="${input.type}"${input.getAttribute('aria-hidden') ? ' aria-hidden="true"' : ''}> value="${input.value}"`
      : 'no <input> element',
  ].join('\n');
}

export default function DomStructure() {
  const [structure, setStructure] = React.useState<Structure>('accessible');
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1990-07-21'));
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [dom, setDom] = React.useState('');

  // Describe what the field rendered, after each render that can change it.
  React.useEffect(() => {
    if (rootRef.current) {
      setDom(describeDom(rootRef.current));
    }
  }, [structure, birthday]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={structure}
          onChange={(_event, next: Structure | null) => next && setStructure(next)}
          aria-label="enableAccessibleFieldDOMStructure"
        >
          <ToggleButton value="accessible">true (default)</ToggleButton>
          <ToggleButton value="input">false</ToggleButton>
        </ToggleButtonGroup>
        <Box ref={rootRef}>
          {/* preview-start */}
          {/* The key remounts the field: the two structures use different hooks. */}
          {structure === 'accessible' ? (
            <DateField key="accessible" label="Date of birth" value={birthday} onChange={setBirthday} />
          ) : (
            <DateField
              key="input"
              label="Date of birth"
              value={birthday}
              onChange={setBirthday}
              enableAccessibleFieldDOMStructure={false}
            />
          )}
          {/* preview-end */}
        </Box>
        <Box component="pre" dir="ltr" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {dom}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
