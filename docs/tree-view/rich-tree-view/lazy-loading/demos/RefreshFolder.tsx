import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';
import { FolderCache } from './folderCache';

export default function RefreshFolder() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const apiRef = useTreeViewApiRef();
  const server = React.useMemo(() => createFileServer({ delay: 500 }), []);
  const cache = React.useMemo(() => new FolderCache(), []);
  const [message, setMessage] = React.useState('Open “Documents”, then add a file on the server.');

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => trackTopLevel(parentId, server.fetchChildren(parentId)),
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [server, trackTopLevel],
  );

  const handleAddFile = () => {
    const label = server.addFile('documents');
    setMessage(`The server now has ${label} in Documents; the tree does not know yet.`);
  };

  // preview-start
  const handleRefresh = () => {
    cache.invalidate('documents');
    // Collapse, then expand again: the expansion asks the cache, gets -1 and refetches.
    apiRef.current?.setItemExpansion({ itemId: 'documents', shouldBeExpanded: false });
    apiRef.current?.setItemExpansion({ itemId: 'documents', shouldBeExpanded: true });
    setMessage('Documents reloaded from the server.');
  };
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={handleAddFile}>
          Add a file on the server
        </Button>
        <Button size="small" variant="contained" onClick={handleRefresh}>
          Refresh Documents
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Box sx={{ height: 240, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="My files"
          aria-busy={topLevelBusy}
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
    </Stack>
  );
}
