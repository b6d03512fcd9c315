import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { bookOptions, libraryShelves } from './libraryShelves';

export default function FocusFromCode() {
  const apiRef = useTreeViewApiRef();
  const [target, setTarget] = React.useState('in-the-woods');

  // preview-start
  const handleFocus = (event: React.MouseEvent) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // `focusItem` does nothing for an item hidden in a collapsed parent:
    // expand its ancestors first, and render them before moving the focus.
    flushSync(() => {
      let parentId = api.getParentId(target);
      while (parentId !== null) {
        api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
        parentId = api.getParentId(parentId);
      }
    });
    api.focusItem(event, target);
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="focus-target-label">Item to focus</InputLabel>
          <Select
            labelId="focus-target-label"
            label="Item to focus"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {bookOptions.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={handleFocus}>
          Focus it
        </Button>
      </Stack>
      <Box sx={{ height: 300, overflowY: 'auto' }}>
        <RichTreeView aria-label="Library shelves" apiRef={apiRef} items={libraryShelves} />
      </Box>
    </Box>
  );
}
