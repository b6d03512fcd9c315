import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';

const server = createFileServer();

export default function BasicLazyLoading() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const [requests, setRequests] = React.useState<string[]>([]);

  // preview-start
  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => {
        setRequests((prev) => [...prev, parentId ?? '(top level)']);
        return trackTopLevel(parentId, server.fetchChildren(parentId));
      },
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [trackTopLevel],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ height: 260, overflow: 'auto' }}>
        <RichTreeViewPro aria-label="My files" aria-busy={topLevelBusy} items={[]} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Requests sent: {requests.length > 0 ? requests.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
