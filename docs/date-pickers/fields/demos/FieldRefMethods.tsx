import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { FieldRef } from '@mui/x-date-pickers/models';

export default function FieldRefMethods() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [output, setOutput] = React.useState('Press a button.');

  // The buttons take the focus when clicked, so read the field's state on pointer down.
  const readState = () => {
    const field = fieldRef.current;
    if (!field) {
      return;
    }
    const sections = field.getSections();
    const active = field.getActiveSectionIndex();
    setOutput(
      `isFieldFocused(): ${field.isFieldFocused()}, getActiveSectionIndex(): ${active}` +
        (active === null ? '' : ` (${sections[active]?.type})`) +
        `, getSections(): ${sections.map((section) => `${section.type}=${section.value}`).join(' ')}`,
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {/* preview-start */}
        <TimeField
          label="Shift starts"
          defaultValue={dayjs('2026-03-14T06:45')}
          format="hh:mm A"
          unstableFieldRef={fieldRef}
          sx={{ maxWidth: 240 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('minutes')}>
            focusField(&apos;minutes&apos;)
          </Button>
          <Button size="small" variant="outlined" onClick={() => fieldRef.current?.focusField('meridiem')}>
            focusField(&apos;meridiem&apos;)
          </Button>
          <Button size="small" variant="outlined" onMouseDown={readState} onKeyDown={readState}>
            Read the field
          </Button>
        </Stack>
        {/* preview-end */}
        <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {output}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
