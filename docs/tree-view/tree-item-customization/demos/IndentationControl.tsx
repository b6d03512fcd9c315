import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { departments } from './departments';

const options = ['0px', '12px', '24px', '2rem'] as const;

export default function IndentationControl() {
  const [indentation, setIndentation] = React.useState<string>('12px');
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="indentation-label" variant="body2">
          itemChildrenIndentation
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="indentation-label"
          size="small"
          exclusive
          value={indentation}
          onChange={(_event, value: string | null) => value && setIndentation(value)}
        >
          {options.map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <RichTreeView
        aria-label="Company departments"
        items={departments}
        defaultExpandedItems={['engineering', 'sales']}
        itemChildrenIndentation={indentation}
      />
    </Stack>
  );
}
