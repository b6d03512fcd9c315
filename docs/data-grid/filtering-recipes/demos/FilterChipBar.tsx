import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  getGridSingleSelectOperators,
  GridFooterContainer,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { ticketColumns } from './columns';
import { teamOptions, tickets, type Ticket } from './tickets';

function teamLabel(value: unknown): string {
  return teamOptions.find((option) => option.value === value)?.label ?? String(value);
}

// The team column's operators, each able to describe its value in words.
const columns: GridColDef<Ticket>[] = ticketColumns.map((column) =>
  column.field === 'team'
    ? {
        ...column,
        filterOperators: getGridSingleSelectOperators().map((operator) => ({
          ...operator,
          getValueAsString: (value: unknown) =>
            Array.isArray(value) ? value.map(teamLabel).join(' or ') : teamLabel(value),
        })),
      }
    : column,
);

// preview-start
// Words for the built-in operators, which have no `label` of their own.
const operatorWords: Record<string, string> = {
  contains: 'contains',
  doesNotContain: 'does not contain',
  equals: 'equals',
  doesNotEqual: 'does not equal',
  startsWith: 'starts with',
  endsWith: 'ends with',
  is: 'is',
  not: 'is not',
  isAnyOf: 'is any of',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
  after: 'is after',
  onOrAfter: 'is on or after',
  before: 'is before',
  onOrBefore: 'is on or before',
};

function describe(column: GridColDef | undefined, item: GridFilterItem): string | null {
  const operator = column?.filterOperators?.find((op) => op.value === item.operator);
  if (!column || !operator) {
    return null;
  }
  const needsValue = operator.requiresFilterValue !== false;
  const empty = item.value == null || item.value === '' || (Array.isArray(item.value) && item.value.length === 0);
  if (needsValue && empty) {
    return null; // a filter still being typed does not filter yet
  }
  const opText = operator.label ?? operatorWords[operator.value] ?? operator.value;
  let valueText = '';
  if (needsValue) {
    if (operator.getValueAsString) {
      valueText = operator.getValueAsString(item.value);
    } else if (Array.isArray(item.value)) {
      valueText = item.value.join(', ');
    } else {
      valueText = String(item.value);
    }
  }
  return `${column.headerName ?? column.field} ${opText} ${valueText}`.trim();
}

// Rendered in the grid's footer slot, so it reads the model from the grid's state.
function ActiveFilterChips() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const chips = filterModel.items.flatMap((item) => {
    const text = describe(columnLookup[item.field], item);
    return text ? [{ item, text }] : [];
  });

  return (
    <GridFooterContainer sx={{ justifyContent: 'flex-start', gap: 1, flexWrap: 'wrap', px: 1, py: 1 }}>
      {chips.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No filters.
        </Typography>
      )}
      {chips.map(({ item, text }) => (
        <Chip
          key={item.id}
          label={text}
          size="small"
          onClick={() => apiRef.current.showFilterPanel(item.field)}
          onDelete={() => apiRef.current.deleteFilterItem(item)}
        />
      ))}
    </GridFooterContainer>
  );
}
// preview-end

export default function FilterChipBar() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'team', operator: 'isAnyOf', value: ['billing', 'shipping'] },
      { id: 2, field: 'subject', operator: 'contains', value: 'order' },
    ],
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        slots={{ footer: ActiveFilterChips }}
        showToolbar
      />
    </Box>
  );
}
