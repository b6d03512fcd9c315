import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, GridTripleDotsVerticalIcon, type GridBaseIconProps } from '@mui/x-data-grid';
import { bookColumns, books } from './books';

// preview-start
// The grid renders the icon with `fontSize="inherit"`, so it scales with the button.
function TuneMenuIcon({ fontSize = 'inherit' }: GridBaseIconProps) {
  return <TuneIcon fontSize={fontSize} />;
}

function ChevronMenuIcon({ fontSize = 'inherit' }: GridBaseIconProps) {
  return <ExpandMoreIcon fontSize={fontSize} />;
}

const icons = { dots: GridTripleDotsVerticalIcon, tune: TuneMenuIcon, chevron: ChevronMenuIcon };
// preview-end
type IconName = keyof typeof icons;

const defaultItems = [
  { slot: 'columnMenuSortItem', label: 'Sort items' },
  { slot: 'columnMenuFilterItem', label: 'Filter item' },
  { slot: 'columnMenuColumnsItem', label: 'Hide and manage columns' },
] as const;

export default function MenuIconAndSlotProps() {
  const [icon, setIcon] = React.useState<IconName>('tune');
  const [removed, setRemoved] = React.useState<string[]>(['columnMenuColumnsItem']);

  // preview-start
  // Each removed item becomes a `null` slot of the default menu.
  const menuSlots = Object.fromEntries(removed.map((slot) => [slot, null]));
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Menu button icon"
          value={icon}
          onChange={(_event, value: IconName | null) => {
            if (value) {
              setIcon(value);
            }
          }}
        >
          <ToggleButton value="dots" aria-label="Three dots">
            <GridTripleDotsVerticalIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="tune" aria-label="Sliders">
            <TuneIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="chevron" aria-label="Chevron">
            <ExpandMoreIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <FormGroup row>
          {defaultItems.map((item) => (
            <FormControlLabel
              key={item.slot}
              label={item.label}
              control={
                <Checkbox
                  size="small"
                  checked={!removed.includes(item.slot)}
                  onChange={(_event, checked) =>
                    setRemoved((previous) =>
                      checked ? previous.filter((slot) => slot !== item.slot) : [...previous, item.slot],
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={books}
          columns={bookColumns}
          slots={{ columnMenuIcon: icons[icon] }}
          slotProps={{ columnMenu: { slots: menuSlots } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
