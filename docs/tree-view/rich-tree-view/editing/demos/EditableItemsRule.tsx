import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { type FileItem, projectFiles } from './projectFiles';

type Rule = 'all' | 'files' | 'unlocked-files' | 'none';

// Defined outside the component so that their references stay stable.
const rules: Record<Rule, boolean | ((item: FileItem) => boolean)> = {
  all: true,
  files: (item) => item.kind === 'file',
  'unlocked-files': (item) => item.kind === 'file' && !item.locked,
  none: false,
};

export default function EditableItemsRule() {
  const [rule, setRule] = React.useState<Rule>('unlocked-files');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="editable-rule-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Which items can be renamed
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rule}
        onChange={(_event, value: Rule | null) => value && setRule(value)}
        aria-labelledby="editable-rule-label"
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="files">Files</ToggleButton>
        <ToggleButton value="unlocked-files">Unlocked files</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ maxHeight: 300, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project files"
          items={projectFiles}
          defaultExpandedItems={['src']}
          isItemEditable={rules[rule]}
        />
      </Box>
    </Box>
  );
}
