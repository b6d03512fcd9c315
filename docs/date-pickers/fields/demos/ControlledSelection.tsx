import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

const choices: { label: string; selection: FieldSelectedSections }[] = [
  { label: 'day', selection: 'day' },
  { label: 'month', selection: 'month' },
  { label: 'year', selection: 'year' },
  { label: '0 (first)', selection: 0 },
  { label: 'all', selection: 'all' },
  { label: 'null', selection: null },
];

export default function ControlledSelection() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const [changes, setChanges] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              size="small"
              variant={selectedSections === choice.selection ? 'contained' : 'outlined'}
              // Keep the focus in the field: the prop only moves a selection the field has.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setSelectedSections(choice.selection)}
            >
              {choice.label}
            </Button>
          ))}
        </Stack>
        {/* preview-start */}
        <DateField
          label="Passport issue date"
          defaultValue={dayjs('2026-03-14')}
          format="DD MMMM YYYY"
          selectedSections={selectedSections}
          onSelectedSectionsChange={(newSelection) => {
            setSelectedSections(newSelection);
            setChanges((previous) => [...previous, JSON.stringify(newSelection)].slice(-4));
          }}
          sx={{ maxWidth: 320 }}
        />
        {/* preview-end */}
        <Box dir="ltr" sx={{ fontSize: 13, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          selectedSections: {JSON.stringify(selectedSections)}; last onSelectedSectionsChange calls:{' '}
          {changes.join(', ') || 'none yet'}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
