import type { GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid-pro';
import { StockLevelCell, ValidatedEditCell } from './cells';
import { checkUnitCost, checkWholeNumber, stockStatus, type InventoryRow, type StockStatus } from './stock';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Runs a check on every change in the editor; `error: true` keeps the cell in edit mode. */
function validateWith(check: (value: unknown) => string | null) {
  return ({ props }: GridPreProcessEditCellProps) => {
    const message = check(props.value);
    return { ...props, error: message !== null, errorMessage: message };
  };
}

export const inventoryColumns: GridColDef<InventoryRow>[] = [
  { field: 'name', headerName: 'Product', width: 170 },
  // preview-start
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: validateWith((value) => checkWholeNumber(value, 5000)),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'reorderPoint',
    headerName: 'Reorder at',
    description: 'Reorder when the stock falls to this level',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: validateWith((value) => checkWholeNumber(value, 500)),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Stock level',
    type: 'singleSelect',
    valueOptions: ['Out of stock', 'Reorder', 'In stock'] satisfies StockStatus[],
    width: 200,
    // Computed from two editable fields: it changes as soon as an edit is saved, and it exports as text.
    valueGetter: (_value, row) => (row.kind === 'product' ? stockStatus(row) : null),
    renderCell: (params) => <StockLevelCell {...params} />,
  },
  // preview-end
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value?: number) => (value === undefined ? '' : money.format(value)),
    preProcessEditCellProps: validateWith(checkUnitCost),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => (row.kind === 'product' ? row.onHand * row.unitCost : row.stockValue),
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'id',
    headerName: 'SKU',
    width: 100,
    valueGetter: (value, row) => (row.kind === 'product' ? value : ''),
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Drivetrain', 'Brakes', 'Wheels', 'Accessories'],
    width: 120,
  },
  { field: 'bin', headerName: 'Bin', width: 70 },
];
