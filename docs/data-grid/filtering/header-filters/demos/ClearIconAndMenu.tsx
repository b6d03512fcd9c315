import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

export default function ClearIconAndMenu() {
  const [showClearIcon, setShowClearIcon] = React.useState(true);
  const [showMenu, setShowMenu] = React.useState(true);

  return (
    <Box sx={{ width: 1 }}>
      <Stack spacing={2} direction="row" sx={{ mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={showClearIcon} onChange={(event) => setShowClearIcon(event.target.checked)} />}
          label="showClearIcon"
        />
        <FormControlLabel
          control={<Switch checked={showMenu} onChange={(event) => setShowMenu(event.target.checked)} />}
          label="Operator menu"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          rows={talks}
          columns={talkColumns}
          headerFilters
          slots={showMenu ? {} : { headerFilterMenu: null }}
          slotProps={{ headerFilterCell: { showClearIcon } }}
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'speaker', operator: 'contains', value: 'an' },
                  { id: 2, field: 'recorded', operator: 'is', value: 'true' },
                ],
              },
            },
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
