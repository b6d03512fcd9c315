import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { staff, staffColumns } from './staff';

export default function EditingWithApiRef() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState(false);

  // preview-start
  const start = () => {
    apiRef.current?.startRowEditMode({ id: 4, fieldToFocus: 'salary' });
    setEditing(true);
  };
  const stop = (ignoreModifications: boolean) => {
    apiRef.current?.stopRowEditMode({ id: 4, ignoreModifications });
    setEditing(false);
  };
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={start} disabled={editing}>
          Edit Tomasz&apos;s row
        </Button>
        <Button size="small" variant="contained" onClick={() => stop(false)} disabled={!editing}>
          Save
        </Button>
        <Button size="small" onClick={() => stop(true)} disabled={!editing}>
          Discard
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={staff}
          columns={staffColumns}
          editMode="row"
          onRowEditStop={() => setEditing(false)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
