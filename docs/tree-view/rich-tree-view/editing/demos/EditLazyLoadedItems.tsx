import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type RichTreeViewProProps } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { type DepartmentItem, fetchDepartments, renameDepartment } from './departmentsServer';

type DataSourceCache = NonNullable<RichTreeViewProProps<DepartmentItem, false>['dataSourceCache']>;

type CachedItems = Parameters<DataSourceCache['set']>[1];

// A minimal cache: the tree only needs `get`, `set` and `clear`.
function createCache(): DataSourceCache {
  let entries = new Map<string, CachedItems>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    clear: () => {
      entries = new Map();
    },
  };
}

const dataSource = {
  getTreeItems: fetchDepartments,
  getChildrenCount: (item: DepartmentItem) => item.childrenCount,
};

export default function EditLazyLoadedItems() {
  // The tree reads `dataSourceCache` once: create it once.
  const [cache] = React.useState(createCache);
  const [clearCache, setClearCache] = React.useState(true);

  // preview-start
  const handleItemLabelChange = (itemId: string, newLabel: string) => {
    renameDepartment(itemId, newLabel); // Save on the server.
    if (clearCache) {
      cache.clear(); // The next expansion fetches the new label.
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clearCache} onChange={(event) => setClearCache(event.target.checked)} />}
        label="Clear the cache after a rename"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Rename a team, then collapse and expand its department with the arrow.
      </Typography>
      <Box sx={{ height: 260, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Departments"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={handleItemLabelChange}
        />
      </Box>
    </Box>
  );
}
