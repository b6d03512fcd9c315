import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';

export default function LoadingAndErrorStates() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const [driveOffline, setDriveOffline] = React.useState(true);
  // The backups folder lives on an external drive: its request fails while the drive is offline.
  const server = React.useMemo(() => {
    const fileServer = createFileServer({ delay: 1200 });
    fileServer.setOffline('backups', true);
    return fileServer;
  }, []);

  const handleOfflineChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    server.setOffline('backups', event.target.checked);
    setDriveOffline(event.target.checked);
  };

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) => trackTopLevel(parentId, server.fetchChildren(parentId)),
      getChildrenCount: (item: FileItem) => item.childrenCount,
    }),
    [server, trackTopLevel],
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={driveOffline} onChange={handleOfflineChange} />}
        label="External drive offline"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Open “Backups”: a spinner replaces the expand icon while the request runs, and a red dot marks a failed request.
        Click the item again to retry.
      </Typography>
      <Box sx={{ height: 240, overflow: 'auto' }}>
        <RichTreeViewPro aria-label="My files" aria-busy={topLevelBusy} items={[]} dataSource={dataSource} />
      </Box>
    </Box>
  );
}
