import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { projectFiles } from './projectFiles';

type ItemSlotProps = NonNullable<NonNullable<RichTreeViewProps<object, false>['slotProps']>['item']>;

export default function LabelInputSlotProps() {
  const [selectAll, setSelectAll] = React.useState(true);

  // preview-start
  // Memoized: a new object on every render would re-render every item.
  const itemSlotProps = React.useMemo<ItemSlotProps>(
    () =>
      ({ label }) => ({
        slotProps: {
          labelInput: {
            'aria-label': `New name for ${label}`,
            maxLength: 40,
            spellCheck: false,
            onFocus: selectAll ? (event: React.FocusEvent<HTMLInputElement>) => event.target.select() : undefined,
          },
        },
      }),
    [selectAll],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={selectAll} onChange={(event) => setSelectAll(event.target.checked)} />}
        label="Select the whole name when editing starts"
      />
      <Box sx={{ maxHeight: 300, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project files"
          items={projectFiles}
          defaultExpandedItems={['src']}
          isItemEditable
          slotProps={{ item: itemSlotProps }}
        />
      </Box>
    </Box>
  );
}
