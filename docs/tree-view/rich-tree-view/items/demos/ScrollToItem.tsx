import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// A photo library: one folder per month of 2025.
const library: TreeViewBaseItem[] = [
  {
    id: '2025',
    label: '2025',
    children: months.map((month, index) => ({
      id: `2025-${index + 1}`,
      label: month,
    })),
  },
];

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();

  const reveal = (itemId: string) => {
    // The DOM element of the item, or `null` when the item is not rendered.
    const element = apiRef.current?.getItemDOMElement(itemId);
    element?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => reveal('2025-1')}>
          Show January
        </Button>
        <Button size="small" variant="outlined" onClick={() => reveal('2025-12')}>
          Show December
        </Button>
      </Stack>
      <Box
        sx={{
          height: 180,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <RichTreeView aria-label="Photo library" apiRef={apiRef} items={library} defaultExpandedItems={['2025']} />
      </Box>
    </Box>
  );
}
