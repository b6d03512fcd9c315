import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridCsvExportOptions,
  type GridGetRowsToExportParams,
  gridExpandedSortedRowIdsSelector,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';
import { useCsvText } from './useCsvText';

type Choice = 'default' | 'filtered' | 'expanded' | 'page' | 'sorted';

// preview-start
const optionsByChoice: Record<Choice, GridCsvExportOptions> = {
  default: {},
  filtered: {
    getRowsToExport: ({ apiRef }: GridGetRowsToExportParams) => gridFilteredSortedRowIdsSelector(apiRef),
  },
  expanded: {
    getRowsToExport: ({ apiRef }: GridGetRowsToExportParams) => gridExpandedSortedRowIdsSelector(apiRef),
  },
  page: {
    getRowsToExport: ({ apiRef }: GridGetRowsToExportParams) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  },
  sorted: {
    getRowsToExport: ({ apiRef }: GridGetRowsToExportParams) => gridSortedRowIdsSelector(apiRef),
  },
};
// preview-end

export default function ChooseExportedRows() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('default');
  const csv = useCsvText(apiRef, { ...optionsByChoice[choice], fields: ['id', 'client', 'city'] });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: Choice | null) => value && setChoice(value)}
        aria-label="Rows to export"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="filtered">Filtered</ToggleButton>
        <ToggleButton value="expanded">Expanded</ToggleButton>
        <ToggleButton value="page">Current page</ToggleButton>
        <ToggleButton value="sorted">Every row</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          checkboxSelection
          density="compact"
          pageSizeOptions={[4, 8]}
          initialState={{
            pagination: { paginationModel: { pageSize: 4 } },
            sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'city', operator: 'isAnyOf', value: ['Leeds', 'Cork'] }] } },
          }}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="CSV text"
        tabIndex={0}
        sx={{
          mt: 1,
          p: 1,
          height: 180,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
