import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const slotColors = {
  content: 'primary.main',
  iconContainer: 'secondary.main',
  checkbox: 'success.main',
  label: 'warning.main',
  groupTransition: 'info.main',
} as const;

type SlotName = keyof typeof slotColors;

interface Outline {
  outline: string;
  outlineColor: string;
  outlineOffset: number;
}

// One dashed outline per slot, keyed by the slot's class: `& .MuiTreeItem-content`, …
const slotOutlines: Record<string, Outline> = Object.fromEntries(
  (Object.keys(slotColors) as SlotName[]).map((slot) => [
    `& .${treeItemClasses[slot]}`,
    { outline: '2px dashed', outlineColor: slotColors[slot], outlineOffset: -2 },
  ]),
);

export default function ItemSlotsOutline() {
  const [outlined, setOutlined] = React.useState(true);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} />}
        label="Outline the slots"
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {(Object.keys(slotColors) as SlotName[]).map((slot) => (
          <Stack key={slot} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, border: '2px dashed', borderColor: slotColors[slot] }} />
            <Typography variant="caption" dir="ltr">
              {slot}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <SimpleTreeView
        aria-label="Recipe book"
        checkboxSelection
        defaultExpandedItems={['desserts']}
        // preview-start
        sx={{ height: 200, overflow: 'auto', ...(outlined ? slotOutlines : {}) }}
        // preview-end
      >
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tarte-tatin" label="Tarte Tatin" />
          <TreeItem itemId="panna-cotta" label="Panna cotta" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="minestrone" label="Minestrone" />
        </TreeItem>
      </SimpleTreeView>
    </Stack>
  );
}
