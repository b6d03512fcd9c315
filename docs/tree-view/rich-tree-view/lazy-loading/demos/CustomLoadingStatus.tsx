import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps, useTreeItemUtils } from '@mui/x-tree-view-pro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';

// The external drive answers every other request: the first try fails, the second succeeds.
function createFlakyServer() {
  let backupRequests = 0;
  return createFileServer({
    delay: 1000,
    isOffline: (folderId) => {
      if (folderId !== 'backups') {
        return false;
      }
      backupRequests += 1;
      return backupRequests % 2 === 1;
    },
  });
}

// preview-start
const StatusTreeItem = React.forwardRef(function StatusTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // `status.loading` and `status.error` come from the lazy loading plugin.
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <span>{props.label}</span>
          {status.loading && (
            <Typography component="span" variant="caption" color="text.secondary">
              Loading…
            </Typography>
          )}
          {status.error && (
            <Typography component="span" variant="caption" color="error">
              Could not load, click to retry
            </Typography>
          )}
        </Stack>
      }
    />
  );
});
// preview-end

export default function CustomLoadingStatus() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const server = React.useMemo(() => createFlakyServer(), []);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => trackTopLevel(parentId, server.fetchChildren(parentId)),
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [server, trackTopLevel],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 420, height: 260, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="My files"
        aria-busy={topLevelBusy}
        items={[]}
        dataSource={dataSource}
        slots={{ item: StatusTreeItem }}
      />
    </Box>
  );
}
