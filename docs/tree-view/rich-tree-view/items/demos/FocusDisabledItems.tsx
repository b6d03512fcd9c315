import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Room = TreeViewBaseItem<{ id: string; label: string; booked?: boolean }>;

const rooms: Room[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'lobby', label: 'Lobby' },
      { id: 'orchid', label: 'Orchid room (booked)', booked: true },
      { id: 'cedar', label: 'Cedar room' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Second floor',
    children: [
      { id: 'atlas', label: 'Atlas room (booked)', booked: true },
      { id: 'studio', label: 'Studio' },
    ],
  },
];

const isItemDisabled = (room: Room) => !!room.booked;

export default function FocusDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <RichTreeView
        aria-label="Meeting rooms"
        items={rooms}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['floor-1', 'floor-2']}
      />
    </Box>
  );
}
