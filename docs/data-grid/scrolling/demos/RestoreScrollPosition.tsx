import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

function ReadingsGrid({
  savedScroll,
  onScrollChange,
}: {
  savedScroll: GridScrollParams;
  onScrollChange: (position: GridScrollParams) => void;
}) {
  const apiRef = useGridApiRef();

  // preview-start
  // Keep the last position outside the grid, so that it survives the grid's unmount.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('scrollPositionChange', ({ top, left }) => onScrollChange({ top, left: Math.abs(left) }));
  }, [apiRef, onScrollChange]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={readings}
      columns={readingColumns}
      initialState={{ scroll: savedScroll }}
      density="compact"
      hideFooter
    />
  );
  // preview-end
}

// Where the grid opens the first time.
const FIRST_POSITION: GridScrollParams = { top: 900, left: 0 };

export default function RestoreScrollPosition() {
  const [visible, setVisible] = React.useState(true);
  const lastPosition = React.useRef<GridScrollParams>(FIRST_POSITION);
  const [savedScroll, setSavedScroll] = React.useState<GridScrollParams>(FIRST_POSITION);
  const handleScrollChange = React.useCallback((position: GridScrollParams) => {
    lastPosition.current = position;
  }, []);

  const handleToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) {
      setSavedScroll(lastPosition.current);
    }
    setVisible(event.target.checked);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={visible} onChange={handleToggle} />} label="Show the grid" />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {visible
          ? 'Scroll somewhere, then hide the grid and show it again.'
          : `Saved position: top ${Math.round(savedScroll.top)} px, left ${Math.round(savedScroll.left)} px.`}
      </Typography>
      <Box sx={{ height: 360 }}>
        {visible ? <ReadingsGrid savedScroll={savedScroll} onScrollChange={handleScrollChange} /> : null}
      </Box>
    </Box>
  );
}
