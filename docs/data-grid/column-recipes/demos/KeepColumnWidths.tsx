import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { currencies, teas, type Currency, type Tea } from './priceList';

export default function KeepColumnWidths() {
  const [currency, setCurrency] = React.useState<Currency>('EUR');
  const [remember, setRemember] = React.useState(true);
  // preview-start
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  const handleColumnWidthChange = ({ colDef, width }: GridColumnResizeParams) =>
    setWidths((previous) => ({ ...previous, [colDef.field]: width }));

  // New definitions whenever the currency changes.
  const definitions = React.useMemo<GridColDef<Tea>[]>(() => {
    const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    return [
      { field: 'name', headerName: 'Tea', width: 200 },
      { field: 'origin', headerName: 'Origin', width: 130 },
      { field: 'grams', headerName: 'Pack (g)', type: 'number', width: 100 },
      {
        field: 'priceEur',
        headerName: `Price (${currency})`,
        type: 'number',
        width: 130,
        valueGetter: (value: number) => Math.round(value * currencies[currency] * 100) / 100,
        valueFormatter: (value: number) => format.format(value),
      },
    ];
  }, [currency]);

  // Each definition takes the width the reader gave its column, if any.
  const withWidths = React.useMemo(
    () =>
      definitions.map((column): GridColDef<Tea> => {
        const width = widths[column.field];
        return width === undefined ? column : { ...column, width };
      }),
    [definitions, widths],
  );
  const columns = remember ? withWidths : definitions;
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_, value: Currency | null) => value && setCurrency(value)}
          aria-label="Currency"
        >
          {Object.keys(currencies).map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label="Keep the widths I set"
        />
      </Box>
      <Box sx={{ height: 370 }}>
        <DataGrid rows={teas} columns={columns} onColumnWidthChange={handleColumnWidthChange} hideFooter />
      </Box>
    </Box>
  );
}
