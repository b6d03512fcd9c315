import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';
import { FolderCache } from './folderCache';

export default function EditLazyLoadedLabels() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const apiRef = useTreeViewApiRef();
  const [saveToServer, setSaveToServer] = React.useState(true);
  const [lastChange, setLastChange] = React.useState<string | null>(null);
  const server = React.useMemo(() => createFileServer({ delay: 400 }), []);
  const cache = React.useMemo(() => new FolderCache(), []);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => trackTopLevel(parentId, server.fetchChildren(parentId)),
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [server, trackTopLevel],
  );

  // preview-start
  const handleItemLabelChange = (itemId: string, newLabel: string) => {
    setLastChange(`${itemId} → ${newLabel}`);
    if (!saveToServer) {
      return;
    }
    server.rename(itemId, newLabel);
    // The cache still holds the old children of the parent: patch the entry too.
    const parentKey = apiRef.current?.getParentId(itemId) ?? 'root';
    const cached = cache.get(parentKey);
    if (Array.isArray(cached)) {
      cache.set(
        parentKey,
        cached.map((item) => (item.id === itemId ? { ...item, label: newLabel } : item)),
      );
    }
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={saveToServer} onChange={(event) => setSaveToServer(event.target.checked)} />}
        label="Save renames to the server and the cache"
      />
      <Typography variant="body2" color="text.secondary">
        Open a folder with its arrow, double-click a file to rename it, then close and reopen the folder.
      </Typography>
      <Box sx={{ height: 240, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="My files"
          aria-busy={topLevelBusy}
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={handleItemLabelChange}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        Last rename: {lastChange ?? 'none'}
      </Typography>
    </Stack>
  );
}
