import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function TransitionDuration() {
  const [duration, setDuration] = React.useState(300);

  // preview-start
  // Memoized: the items re-render when this object changes.
  const itemSlotProps = React.useMemo(() => ({ slotProps: { groupTransition: { timeout: duration } } }), [duration]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="duration-label" variant="body2" color="text.secondary">
        Duration of the groupTransition slot (ms)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={duration}
        onChange={(_event, value: number | null) => value !== null && setDuration(value)}
        aria-labelledby="duration-label"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={300}>300</ToggleButton>
        <ToggleButton value={1200}>1200</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView aria-label="Product categories" items={catalog} slotProps={{ item: itemSlotProps }} />
      </Box>
    </Box>
  );
}
