import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';

type Speed = 'default' | '600' | '0';

const SpeedContext = React.createContext<Speed>('default');

// preview-start
// Every item reads the chosen duration and hands it to its `groupTransition` slot.
function TimedTreeItem(props: TreeItemProps) {
  const speed = React.useContext(SpeedContext);
  return (
    <TreeItem
      {...props}
      {...(speed === 'default' ? {} : { slotProps: { groupTransition: { timeout: Number(speed) } } })}
    />
  );
}
// preview-end

export default function GroupTransitionSpeed() {
  const [speed, setSpeed] = React.useState<Speed>('600');

  return (
    <Box sx={{ minWidth: 250 }}>
      <Typography id="transition-speed-label" variant="body2" sx={{ mb: 0.5 }}>
        groupTransition timeout
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={speed}
        onChange={(_event, value: Speed | null) => value && setSpeed(value)}
        aria-labelledby="transition-speed-label"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="600">600 ms</ToggleButton>
        <ToggleButton value="0">0 (none)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <SpeedContext.Provider value={speed}>
          <SimpleTreeView aria-label="Train network">
            <TimedTreeItem itemId="north" label="Northern line">
              <TimedTreeItem itemId="north-york" label="York" />
              <TimedTreeItem itemId="north-durham" label="Durham" />
              <TimedTreeItem itemId="north-newcastle" label="Newcastle" />
            </TimedTreeItem>
            <TimedTreeItem itemId="coast" label="Coast line">
              <TimedTreeItem itemId="coast-brighton" label="Brighton" />
              <TimedTreeItem itemId="coast-hastings" label="Hastings" />
            </TimedTreeItem>
          </SimpleTreeView>
        </SpeedContext.Provider>
      </Box>
    </Box>
  );
}
