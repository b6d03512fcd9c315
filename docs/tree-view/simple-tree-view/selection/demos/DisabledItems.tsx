import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      {/* The Simple Tree View reads disabledItemsFocusable when it mounts: the key remounts it. */}
      <SimpleTreeView
        key={String(disabledItemsFocusable)}
        aria-label="Course modules"
        multiSelect
        disabledItemsFocusable={disabledItemsFocusable}
        defaultExpandedItems={['basics', 'advanced']}
      >
        <TreeItem itemId="basics" label="Basics">
          <TreeItem itemId="basics-setup" label="Setting up" />
          <TreeItem itemId="basics-first-app" label="Your first app" />
        </TreeItem>
        {/* A disabled parent disables all of its children too. */}
        <TreeItem itemId="advanced" label="Advanced (locked)" disabled>
          <TreeItem itemId="advanced-testing" label="Testing" />
          <TreeItem itemId="advanced-performance" label="Performance" />
        </TreeItem>
        <TreeItem itemId="quiz" label="Final quiz (opens on Friday)" disabled />
        <TreeItem itemId="resources" label="Resources" />
      </SimpleTreeView>
    </Box>
  );
}
