import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilterModelSelector,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function FilterOnValue() {
  const [useParser, setUseParser] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'occupancy', operator: '>', value: 80 }],
  });

  // New columns alone do not make the grid filter again: once they are
  // in place, hand it a copy of its model, which runs the filters.
  const apiRef = useGridApiRef();
  React.useEffect(() => {
    const api = apiRef.current;
    if (api) {
      api.setFilterModel({ ...gridFilterModelSelector(apiRef) });
    }
  }, [apiRef, useParser]);

  // preview-start
  const columns = React.useMemo<GridColDef<Review>[]>(
    () => [
      { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
      {
        field: 'rateCents',
        headerName: 'Nightly rate',
        type: 'number',
        width: 130,
        // 14900 (cents) becomes 149: filters compare with this value...
        valueGetter: (value: number) => value / 100,
        // ...while the cell shows "€149.00".
        valueFormatter: (value: number) => euros.format(value),
      },
      {
        field: 'occupancy',
        headerName: 'Occupancy',
        type: 'number',
        width: 130,
        // 0.82 is shown as "82 %".
        valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
        // The reader types 80 in the filter; the operator receives 0.8.
        ...(useParser && {
          valueParser: (value: unknown) => (value == null || value === '' ? null : Number(value) / 100),
        }),
      },
    ],
    [useParser],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={useParser} onChange={(event) => setUseParser(event.target.checked)} />}
        label="Parse the occupancy filter value (divide by 100)"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={reviews}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        filterModel.items:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value: value as unknown })),
        )}
      </Typography>
    </Box>
  );
}
