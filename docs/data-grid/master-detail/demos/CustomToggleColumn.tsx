import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

// preview-start
// No onClick: the grid toggles the panel when its toggle cell is clicked (or Space is pressed on it).
// The open state is read from the grid's state, which re-renders the button when it changes.
function ItemsButton({ id, row, tabIndex }: GridRenderCellParams<Order, boolean>) {
  const apiRef = useGridApiContext();
  const isExpanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  if (row.items.length === 0) return <Box sx={{ color: 'text.secondary', px: 1 }}>No items</Box>;
  return (
    <Button size="small" tabIndex={tabIndex} aria-expanded={isExpanded}>
      {isExpanded ? 'Hide' : 'Show'} {row.items.length} item{row.items.length === 1 ? '' : 's'}
    </Button>
  );
}

// The toggle column, moved to the end, wider, with a visible header and its own cell.
const columns: GridColDef<Order>[] = [
  ...orderColumns.filter((column) => column.field !== GRID_DETAIL_PANEL_TOGGLE_COL_DEF.field),
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Items',
    width: 140,
    display: 'flex',
    renderHeader: ({ colDef }) => colDef.headerName,
    renderCell: (params: GridRenderCellParams<Order, boolean>) => <ItemsButton {...params} />,
  },
];
// preview-end

const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <Box sx={{ py: 1.5, px: 2 }}>{row.items.map((item) => `${item.quantity} × ${item.name}`).join(' · ')}</Box>
  ) : null;

export default function CustomToggleColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
