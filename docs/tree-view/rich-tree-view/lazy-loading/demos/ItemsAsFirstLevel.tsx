import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createFileServer, type FileItem } from './fileServer';

const server = createFileServer();

// The top level is already known (from the page's first response, for example):
// the tree shows it at once and only asks the server for children.
const topLevel: FileItem[] = [
  { id: 'documents', label: 'Documents', childrenCount: 3 },
  { id: 'photos', label: 'Photos', childrenCount: 2 },
  { id: 'music', label: 'Music', childrenCount: 2 },
];

export default function ItemsAsFirstLevel() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => {
        setRequests((prev) => [...prev, parentId ?? '(top level)']);
        return server.fetchChildren(parentId);
      },
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ height: 220, overflow: 'auto' }}>
        <RichTreeViewPro aria-label="My files" items={topLevel} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Requests sent: {requests.length > 0 ? requests.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
