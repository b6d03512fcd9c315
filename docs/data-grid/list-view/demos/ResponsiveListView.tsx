import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { useListTabStop } from './listTabStop';
import { team, teamColumns, type Member } from './team';

const statusColor = { Available: 'success', 'In a meeting': 'warning', 'On leave': 'default' } as const;

/** The body of one row in list view: a small card with the fields that matter on a phone. */
function MemberCard({ member, showBio = false }: { member: Member; showBio?: boolean }) {
  const initials = member.name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: showBio ? 'flex-start' : 'center', width: '100%', py: showBio ? 1.5 : 0 }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{initials}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0, '& .MuiTypography-root': { lineHeight: 1.4, margin: 0 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap={!showBio}>
          {member.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={!showBio}>
          {member.role} · {member.office}
        </Typography>
        {showBio && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'normal' }}>
            {member.bio}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={member.status} color={statusColor[member.status]} variant="outlined" />
    </Stack>
  );
}

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
