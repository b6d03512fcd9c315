import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns, type ProductWeek } from './weeklySales';

export default function HeaderPinButtons() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({ left: ['product'] });

  // preview-start
  const toggle = React.useCallback((field: string) => {
    setPinnedColumns(({ left = [], right = [] }) => ({
      left: left.includes(field) ? left.filter((pinned) => pinned !== field) : [...left, field],
      right,
    }));
  }, []);

  const columns = React.useMemo<GridColDef<ProductWeek>[]>(
    () =>
      weeklySalesColumns.map((column) => {
        const pinned = pinnedColumns.left?.includes(column.field) ?? false;
        return {
          ...column,
          width: (column.width ?? 100) + 28,
          renderHeader: () => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {column.headerName}
              <IconButton
                size="small"
                aria-label={`Pin ${column.headerName}`}
                aria-pressed={pinned}
                // A click or Enter on the header would also sort the column.
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(column.field);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.stopPropagation();
                  }
                }}
              >
                {pinned ? <PushPinIcon fontSize="inherit" /> : <PushPinOutlinedIcon fontSize="inherit" />}
              </IconButton>
            </Box>
          ),
        };
      }),
    [pinnedColumns, toggle],
  );
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={weeklySales}
        columns={columns}
        pinnedColumns={pinnedColumns}
        onPinnedColumnsChange={setPinnedColumns}
        disableColumnMenu
        hideFooter
      />
    </Box>
  );
}
