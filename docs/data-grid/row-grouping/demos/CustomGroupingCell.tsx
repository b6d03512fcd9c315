import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

// preview-start
function DirectorCell(props: GridRenderCellParams<Deal>) {
  const { id, field, rowNode, row } = props;
  const apiRef = useGridApiContext();
  const descendantCounts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);

  if (rowNode.type !== 'group') {
    // A leaf: show the customer, indented under its director.
    return <Box sx={{ pl: 5 }}>{row.company}</Box>;
  }

  const name = String(rowNode.groupingKey);
  const expanded = Boolean(rowNode.childrenExpanded);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !expanded);
          apiRef.current.setCellFocus(id, field);
        }}
      >
        {expanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
      </IconButton>
      <Avatar sx={{ width: 26, height: 26, fontSize: 12 }}>{initials(name)}</Avatar>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {name}
      </Box>
      <Chip size="small" label={`${descendantCounts[rowNode.id] ?? 0} deals`} />
    </Box>
  );
}
// preview-end

export default function CustomGroupingCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{
          rowGrouping: { model: ['director'] },
          columns: { columnVisibilityModel: { director: false, company: false } },
        }}
        groupingColDef={{
          headerName: 'Director / company',
          width: 280,
          renderCell: (params) => <DirectorCell {...params} />,
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
