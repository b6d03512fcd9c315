import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';
import { type CacheEvent, FolderCache } from './folderCache';

const server = createFileServer({ delay: 400 });

export default function CustomCache() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const [events, setEvents] = React.useState<CacheEvent[]>([]);

  // preview-start
  const cache = React.useMemo(() => new FolderCache((event) => setEvents((prev) => [...prev.slice(-5), event])), []);
  // preview-end

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => trackTopLevel(parentId, server.fetchChildren(parentId)),
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [trackTopLevel],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ height: 220, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="My files"
          aria-busy={topLevelBusy}
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear the cache
        </Button>
        <Typography variant="caption" color="text.secondary">
          Collapse and reopen a folder to see a hit.
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        Last cache calls: {events.length > 0 ? events.map((event) => `${event.kind} ${event.key}`).join(' · ') : 'none'}
      </Typography>
    </Stack>
  );
}
