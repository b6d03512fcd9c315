import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

type FocusStyle = 'default' | 'keyboard' | 'strong';

// preview-start
const focusStyles: Record<FocusStyle, SxProps<Theme>> = {
  default: {},
  // No ring after a click; the ring comes back as soon as the keyboard moves the focus.
  keyboard: {
    [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
      outline: 'none',
    },
    [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.columnHeader}:focus-visible`]: {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: '-2px',
    },
  },
  // A thicker ring, and the whole row of the focused cell shaded.
  strong: (theme) => ({
    [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
      outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: '-3px',
    },
    [`& .${gridClasses.row}:focus-within`]: {
      backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
    },
  }),
};
// preview-end

export default function FocusStyles() {
  const [style, setStyle] = React.useState<FocusStyle>('keyboard');
  return (
    // A fixed height: if the buttons wrap on a narrow screen, the grid gets shorter.
    <Stack spacing={1.5} sx={{ height: 400 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={style}
        aria-label="Focus style"
        onChange={(_, next: FocusStyle | null) => next && setStyle(next)}
      >
        <ToggleButton value="default">Grid default</ToggleButton>
        <ToggleButton value="keyboard">Keyboard only</ToggleButton>
        <ToggleButton value="strong">Strong ring</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGrid rows={shipments} columns={shipmentColumns} hideFooter sx={focusStyles[style]} />
      </Box>
    </Stack>
  );
}
