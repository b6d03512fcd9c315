import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridLogicOperator, gridClasses, type GridColDef, type GridSlotProps } from '@mui/x-data-grid-pro';
import { formatDateTime, hotelOptions, reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'hotel', headerName: 'Hotel', type: 'singleSelect', valueOptions: hotelOptions, width: 140 },
  {
    field: 'submittedAt',
    headerName: 'Submitted',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => formatDateTime(value),
  },
];

type LogicChoice = 'both' | 'and' | 'or';
type SortChoice = 'none' | 'asc' | 'desc';

const logicOperatorsFor: Record<LogicChoice, GridLogicOperator[]> = {
  both: [GridLogicOperator.And, GridLogicOperator.Or],
  and: [GridLogicOperator.And],
  or: [GridLogicOperator.Or],
};

export default function FilterPanelOptions() {
  const [logic, setLogic] = React.useState<LogicChoice>('both');
  const [sort, setSort] = React.useState<SortChoice>('asc');
  const [compact, setCompact] = React.useState(true);

  // preview-start
  const filterPanelProps = React.useMemo<GridSlotProps['filterPanel']>(
    () => ({
      logicOperators: logicOperatorsFor[logic],
      ...(sort !== 'none' && { columnsSort: sort }),
      filterFormProps: {
        // Every field, as a new array: in 8.13.1 the form sorts this list in place,
        // and without it would sort the grid's own list (see the text below).
        filterColumns: ({ columns: filterable }) => filterable.map((column) => column.field),
        ...(compact && {
          columnInputProps: { sx: { width: 120 } },
          operatorInputProps: { sx: { width: 110 } },
          valueInputProps: { sx: { width: 150 } },
          deleteIconProps: { sx: { '& .MuiIconButton-root': { color: 'error.main' } } },
        }),
      },
      ...(compact && {
        // An `sx` in logicOperatorInputProps would replace the grid's own, which hides
        // the menu on the first row, so that field is narrowed from the panel's `sx`.
        sx: { [`& .${gridClasses.filterFormLogicOperatorInput}`]: { minWidth: 65 } },
      }),
    }),
    [logic, sort, compact],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={logic}
          onChange={(_event, value: LogicChoice | null) => value && setLogic(value)}
          aria-label="Logic operators"
        >
          <ToggleButton value="both">And, Or</ToggleButton>
          <ToggleButton value="and">And only</ToggleButton>
          <ToggleButton value="or">Or only</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sort}
          onChange={(_event, value: SortChoice | null) => value && setSort(value)}
          aria-label="Order of the column list"
        >
          <ToggleButton value="none">Column order</ToggleButton>
          <ToggleButton value="asc">A to Z</ToggleButton>
          <ToggleButton value="desc">Z to A</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
          label="Compact form fields"
        />
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={reviews}
          columns={columns}
          showToolbar
          hideFooter
          initialState={{
            filter: {
              filterModel: {
                logicOperator: GridLogicOperator.And,
                items: [
                  { id: 1, field: 'hotel', operator: 'is', value: 'harbour' },
                  { id: 2, field: 'rating', operator: '>=', value: 4 },
                ],
              },
            },
          }}
          slotProps={{ filterPanel: filterPanelProps }}
        />
      </Box>
    </Box>
  );
}
