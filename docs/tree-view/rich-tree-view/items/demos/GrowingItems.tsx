import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialNotes: TreeViewBaseItem[] = [
  {
    id: 'meetings',
    label: 'Meetings',
    children: [{ id: 'meetings-1', label: 'Kick-off, 3 March' }],
  },
  { id: 'ideas', label: 'Ideas', children: [] },
];

const topics = ['Budget review', 'Roadmap check-in', 'Retrospective', 'Hiring sync'];

export default function GrowingItems() {
  const [notes, setNotes] = React.useState(initialNotes);
  const meetingCount = notes.find((folder) => folder.id === 'meetings')?.children?.length ?? 0;

  // preview-start
  const addMeeting = () => {
    const topic = topics[(meetingCount - 1) % topics.length] ?? 'Meeting';
    setNotes((previous) =>
      previous.map((folder) =>
        folder.id === 'meetings'
          ? {
              ...folder,
              children: [
                ...(folder.children ?? []),
                { id: `meetings-${meetingCount + 1}`, label: `${topic} #${meetingCount}` },
              ],
            }
          : folder,
      ),
    );
  };
  // preview-end

  return (
    <Box sx={{ minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={addMeeting}>
          Add a meeting note
        </Button>
        <Button size="small" onClick={() => setNotes(initialNotes)}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 220, overflowY: 'auto' }}>
        <RichTreeView aria-label="Notes" items={notes} defaultExpandedItems={['meetings']} />
      </Box>
    </Box>
  );
}
