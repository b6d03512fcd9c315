import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  DataGridPro,
  gridClasses,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridCellParams,
  type GridFilterModel,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { inventoryColumns } from './columns';
import { products, sameTotals, totalsOf, type InventoryRow, type Product, type TotalRow } from './stock';

const REORDER_FILTER: GridFilterModel = {
  items: [{ id: 'reorder', field: 'status', operator: 'isAnyOf', value: ['Out of stock', 'Reorder'] }],
};

const FIELD_NAMES = { onHand: 'on hand', reorderPoint: 'reorder point', unitCost: 'unit cost' } as const;

export default function InventoryApp() {
  const { direction } = useTheme();
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Product[]>(products);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [totals, setTotals] = React.useState<TotalRow>(() => totalsOf(products));
  const [lastChange, setLastChange] = React.useState('No changes yet.');

  // preview-start
  // Save an edit: the grid passes the row as edited, once every field has passed validation.
  const processRowUpdate = React.useCallback((newRow: InventoryRow, oldRow: InventoryRow) => {
    if (newRow.kind !== 'product' || oldRow.kind !== 'product') {
      return oldRow;
    }
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    const changed = (Object.keys(FIELD_NAMES) as Array<keyof typeof FIELD_NAMES>).find(
      (field) => newRow[field] !== oldRow[field],
    );
    if (changed) {
      setLastChange(`Saved ${newRow.name}: ${FIELD_NAMES[changed]} ${oldRow[changed]} → ${newRow[changed]}.`);
    }
    return newRow;
  }, []);

  // The totals follow the filter: recount whenever the grid has filtered its rows again. A new
  // pinned row makes the grid filter again, so keep the old object when nothing changed, or the
  // two would trigger each other forever.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const recount = () => {
      const visible = gridFilteredSortedRowEntriesSelector(apiRef)
        .map(({ model }) => model as InventoryRow)
        .filter((row): row is Product => row.kind === 'product');
      const next = totalsOf(visible);
      setTotals((previous) => (sameTotals(previous, next) ? previous : next));
    };
    recount();
    return api.subscribeEvent('filteredRowsSet', recount);
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<InventoryRow>>(() => ({ bottom: [totals] }), [totals]);
  // preview-end

  const reorderOnly = filterModel.items.some((item) => item.id === 'reorder');

  return (
    // The app fills the height its page reserves for it (630 px), and the grid takes what the controls
    // leave: more rows on a wide screen, where the controls fit on fewer lines than on a phone.
    <Stack spacing={1.5} sx={{ width: '100%', height: 630 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={reorderOnly}
              onChange={(_event, checked) => setFilterModel(checked ? REORDER_FILTER : { items: [] })}
            />
          }
          label="Only items to reorder"
        />
        <Typography variant="body2" component="div" color="text.secondary" role="status">
          {lastChange}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          aria-label="Parts inventory"
          rows={rows}
          columns={inventoryColumns}
          pinnedRows={pinnedRows}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setLastChange(`Not saved: ${error.message}`)}
          isCellEditable={(params: GridCellParams<InventoryRow>) => params.row.kind === 'product'}
          // `left` and `right` are physical sides: pin the name to the start edge in both directions. The key
          // mounts the grid again when the direction changes, since initialState is read once.
          key={direction}
          initialState={{ pinnedColumns: { [direction === 'rtl' ? 'right' : 'left']: ['name'] } }}
          density="compact"
          disableRowSelectionOnClick
          showToolbar
          slotProps={{
            toolbar: {
              csvOptions: { fileName: 'parts-inventory-2026-03-14' },
              printOptions: { hideFooter: true, hideToolbar: true },
            },
          }}
          hideFooter
          sx={{ [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.cell}`]: { fontWeight: 'fontWeightBold' } }}
        />
      </Box>
    </Stack>
  );
}
