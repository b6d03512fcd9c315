import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

// preview-start
type Range = [number | undefined, number | undefined];

type RangeInputProps = GridFilterInputValueProps & { unit?: string };

const toNumber = (text: string) => (text === '' ? undefined : Number(text));

function RangeInput(props: RangeInputProps) {
  const { item, applyValue, focusElementRef, unit } = props;
  const [from, to]: Range = Array.isArray(item.value) ? (item.value as Range) : [undefined, undefined];
  const adornment = unit ? { input: { startAdornment: <InputAdornment position="start">{unit}</InputAdornment> } } : {};

  const update = (next: Range) => {
    // An empty range clears the value, so the item stops filtering.
    applyValue({ ...item, value: next[0] === undefined && next[1] === undefined ? undefined : next });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: '100%' }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={from ?? ''}
        onChange={(event) => update([toNumber(event.target.value), to])}
        inputRef={focusElementRef}
        slotProps={adornment}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={to ?? ''}
        onChange={(event) => update([from, toNumber(event.target.value)])}
        slotProps={adornment}
      />
    </Box>
  );
}

const between: GridFilterOperator<Review, number, number, RangeInputProps> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [from, to]: Range = filterItem.value as Range;
    return (value) => (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInput,
  InputComponentProps: { unit: '€' },
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'} €`,
};

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  {
    field: 'rateCents',
    headerName: 'Nightly rate (€)',
    type: 'number',
    width: 150,
    // The filter sees euros, not the cents stored in the row.
    valueGetter: (value: number) => value / 100,
    filterOperators: [between, ...getGridNumericOperators()],
  },
];
// preview-end

export default function RangeFilterInput() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'rateCents', operator: 'between', value: [100, 150] }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
