import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { talkColumns, talks } from './talks';

export default function HeaderFilterHeight() {
  const [columnHeaderHeight, setColumnHeaderHeight] = React.useState(56);
  const [ownHeight, setOwnHeight] = React.useState(true);
  const [headerFilterHeight, setHeaderFilterHeight] = React.useState(48);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="column-header-height-label" variant="body2">
            columnHeaderHeight: {columnHeaderHeight}px
          </Typography>
          <Slider
            size="small"
            min={36}
            max={80}
            step={4}
            value={columnHeaderHeight}
            onChange={(_event, value) => setColumnHeaderHeight(value)}
            aria-labelledby="column-header-height-label"
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="header-filter-height-label" variant="body2">
            headerFilterHeight: {ownHeight ? `${headerFilterHeight}px` : 'not set'}
          </Typography>
          <Slider
            size="small"
            min={36}
            max={80}
            step={4}
            disabled={!ownHeight}
            value={headerFilterHeight}
            onChange={(_event, value) => setHeaderFilterHeight(value)}
            aria-labelledby="header-filter-height-label"
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={ownHeight} onChange={(event) => setOwnHeight(event.target.checked)} />}
          label="Own height"
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPro
          rows={talks}
          columns={talkColumns}
          headerFilters
          columnHeaderHeight={columnHeaderHeight}
          // Spread so that, with the switch off, the prop is absent rather than undefined.
          {...(ownHeight ? { headerFilterHeight } : {})}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
