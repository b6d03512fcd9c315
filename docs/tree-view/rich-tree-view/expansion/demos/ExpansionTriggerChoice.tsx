import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { companyTeams } from './companyTeams';

type Trigger = 'content' | 'iconContainer';

export default function ExpansionTriggerChoice() {
  const [trigger, setTrigger] = React.useState<Trigger>('content');
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minWidth: 250 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Expansion trigger"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 1 }}>
        Selected item: {selected ?? 'none'}
      </Typography>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Company teams"
          items={companyTeams}
          expansionTrigger={trigger}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Box>
  );
}
