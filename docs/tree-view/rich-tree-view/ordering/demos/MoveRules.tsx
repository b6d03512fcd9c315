import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { RichTreeViewProProps } from '@mui/x-tree-view-pro';
import { getKind, outline, partIds } from './bookOutline';
import type { OutlineItem } from './bookOutline';

type Rule = 'anywhere' | 'same-part' | 'book-structure';
type CanMove = NonNullable<RichTreeViewProProps<OutlineItem, false>['canMoveItemToNewPosition']>;

// preview-start
const rules: Record<Rule, CanMove> = {
  // Same as leaving the prop out: every drop is valid, even inside a chapter.
  anywhere: () => true,
  // Chapters can change order, but not move to another part.
  'same-part': ({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId,
  // Parts stay at the top level, chapters stay directly inside a part.
  'book-structure': ({ itemId, newPosition }) =>
    getKind(itemId) === 'part' ? newPosition.parentId === null : getKind(newPosition.parentId) === 'part',
};
// preview-end

export default function MoveRules() {
  const [rule, setRule] = React.useState<Rule>('book-structure');

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 460 }}>
      <Typography variant="body2" id="move-rule-label">
        Where can an item go?
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rule}
        onChange={(_event, value: Rule | null) => value && setRule(value)}
        aria-labelledby="move-rule-label"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="anywhere">Anywhere</ToggleButton>
        <ToggleButton value="same-part">Same part</ToggleButton>
        <ToggleButton value="book-structure">Parts and chapters</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Book outline"
          items={outline}
          defaultExpandedItems={partIds}
          itemsReordering
          canMoveItemToNewPosition={rules[rule]}
        />
      </Box>
    </Stack>
  );
}
