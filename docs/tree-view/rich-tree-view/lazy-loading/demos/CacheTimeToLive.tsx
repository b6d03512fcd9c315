import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
// @mui/x-tree-view-pro 8.10.1 does not re-export the cache class: it comes from the
// community package that the Pro package depends on.
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createFileServer, type FileItem } from './fileServer';
import { useTopLevelBusy } from './topLevelBusy';

const server = createFileServer({ delay: 400 });

const ttlOptions = [
  { value: 0, label: '0 s' },
  { value: 10_000, label: '10 s' },
  { value: 300_000, label: '5 min (default)' },
];

export default function CacheTimeToLive() {
  const { busy: topLevelBusy, track: trackTopLevel } = useTopLevelBusy();
  const [ttl, setTtl] = React.useState(10_000);
  const [requests, setRequests] = React.useState<string[]>([]);

  // preview-start
  const cache = React.useMemo(() => new DataSourceCacheDefault({ ttl }), [ttl]);
  // preview-end

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

  const handleTtlChange = (_event: React.MouseEvent, value: number | null) => {
    if (value !== null) {
      setTtl(value);
      setRequests([]);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" id="cache-ttl-label">
          Cache entries live for
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={ttl}
          onChange={handleTtlChange}
          aria-labelledby="cache-ttl-label"
        >
          {ttlOptions.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 220, overflow: 'auto' }}>
        {/* The tree reads `dataSourceCache` once: a new `key` mounts a new tree with the new cache. */}
        <RichTreeViewPro
          key={ttl}
          aria-label="My files"
          aria-busy={topLevelBusy}
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {requests.length} requests: {requests.join(', ')}
      </Typography>
    </Stack>
  );
}
