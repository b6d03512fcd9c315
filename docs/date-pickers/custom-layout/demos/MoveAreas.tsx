import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

type Arrangement = 'default' | 'actionsAside' | 'toolbarBelow';

// preview-start
const arrangements: Record<Arrangement, SxProps<Theme>> = {
  default: {},
  // A fourth column, from the first row to the last, with the buttons stacked at its bottom.
  actionsAside: {
    [`& .${pickersLayoutClasses.actionBar}`]: {
      gridColumn: 4,
      gridRow: '1 / 4',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      alignItems: 'stretch',
      borderLeft: 1,
      borderColor: 'divider',
      // The action bar spaces its buttons with a left margin, meant for a row.
      '& > :not(style) ~ :not(style)': { ml: 0, mt: 1 },
    },
  },
  // The calendar first, then the summary of the chosen date, then the buttons.
  toolbarBelow: {
    [`& .${pickersLayoutClasses.contentWrapper}`]: { gridRow: 1 },
    [`& .${pickersLayoutClasses.toolbar}`]: { gridRow: 2 },
  },
};
// preview-end

export default function MoveAreas() {
  const [arrangement, setArrangement] = React.useState<Arrangement>('actionsAside');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={arrangement}
          onChange={(_, value: Arrangement | null) => value && setArrangement(value)}
          aria-label="Arrangement"
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="default" sx={{ textTransform: 'none' }}>
            Default
          </ToggleButton>
          <ToggleButton value="actionsAside" sx={{ textTransform: 'none' }}>
            Action bar aside
          </ToggleButton>
          <ToggleButton value="toolbarBelow" sx={{ textTransform: 'none' }}>
            Toolbar below the calendar
          </ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <StaticDatePicker
          defaultValue={dayjs('2026-03-18')}
          slotProps={{
            layout: { sx: arrangements[arrangement] },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
