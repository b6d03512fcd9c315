import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const teams = [
  { id: 'design', label: 'Design' },
  { id: 'frontend', label: 'Frontend' },
  { id: 'backend', label: 'Backend' },
  { id: 'support', label: 'Support' },
];

type Action = 'toggle' | 'select' | 'deselect';

export default function ApiSelection() {
  const apiRef = useTreeViewApiRef();
  const [itemId, setItemId] = React.useState('frontend');
  const [action, setAction] = React.useState<Action>('select');
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);

  // preview-start
  const handleRun = (event: React.MouseEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId,
      keepExistingSelection,
      // Leave shouldBeSelected out to toggle the item.
      ...(action === 'toggle' ? {} : { shouldBeSelected: action === 'select' }),
    });
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="api-selection-item-label">Item</InputLabel>
          <Select
            labelId="api-selection-item-label"
            label="Item"
            value={itemId}
            onChange={(event) => setItemId(event.target.value)}
          >
            {teams.map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {team.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="shouldBeSelected"
          value={action}
          onChange={(_event, value: Action | null) => value && setAction(value)}
        >
          <ToggleButton value="select">Select</ToggleButton>
          <ToggleButton value="deselect">Deselect</ToggleButton>
          <ToggleButton value="toggle">Toggle</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={keepExistingSelection}
              onChange={(event) => setKeepExistingSelection(event.target.checked)}
            />
          }
          label="keepExistingSelection"
        />
        <Button variant="contained" size="small" onClick={handleRun}>
          Run
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Company teams"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['product', 'operations']}
        defaultSelectedItems={['design']}
      >
        <TreeItem itemId="product" label="Product">
          <TreeItem itemId="design" label="Design" />
          <TreeItem itemId="frontend" label="Frontend" />
          <TreeItem itemId="backend" label="Backend" />
        </TreeItem>
        <TreeItem itemId="operations" label="Operations">
          <TreeItem itemId="support" label="Support" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
