import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { MemberCard } from './memberCard';
import { team, teamColumns, type Member } from './team';

const listViewColumn: GridListViewColDef<Member> = {
  field: 'listCard',
  display: 'flex',
  renderCell: (params) => <MemberCard member={params.row} />,
};

// preview-start
const LIST_BELOW = 600;
// preview-end

export default function ResponsiveListView() {
  const apiRef = useGridApiRef();
  const [widthPercent, setWidthPercent] = React.useState(100);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [containerWidth, setContainerWidth] = React.useState(0);

  // preview-start
  // Measure the grid's container, not the window: the grid may sit in a narrow column.
  React.useEffect(() => {
    const node = containerRef.current;
    if (!node) {
      return undefined;
    }
    const observer = new ResizeObserver((entries) => setContainerWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const listView = containerWidth > 0 && containerWidth < LIST_BELOW;
  // preview-end

  useListTabStop(apiRef, listView, listViewColumn.field);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 360, px: 1 }}>
        <Typography id="responsive-width" variant="caption">
          Container width: {widthPercent}% ({Math.round(containerWidth)} px, {listView ? 'list view' : 'columns'})
        </Typography>
        <Slider
          size="small"
          min={30}
          max={100}
          step={5}
          value={widthPercent}
          onChange={(_event, value) => setWidthPercent(value)}
          aria-labelledby="responsive-width"
        />
      </Box>
      <Box ref={containerRef} sx={{ height: 400, width: `${widthPercent}%` }}>
        <DataGridPro
          apiRef={apiRef}
          rows={team}
          columns={teamColumns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={56}
        />
      </Box>
    </Box>
  );
}
