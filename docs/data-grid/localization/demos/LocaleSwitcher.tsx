import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';
import { bakeryColumns, bakeryOrders, type BakeryOrder } from './bakery';

// preview-start
const locales = { enUS, frFR, deDE, ptBR, jaJP };
type LocaleKey = keyof typeof locales;

// The grid's strings follow localeText; dates and numbers need a language tag of their own.
const languageTags: Record<LocaleKey, string> = {
  enUS: 'en-US',
  frFR: 'fr-FR',
  deDE: 'de-DE',
  ptBR: 'pt-BR',
  jaJP: 'ja-JP',
};

function columnsFor(tag: string): GridColDef<BakeryOrder>[] {
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return bakeryColumns.map((column) =>
    column.field === 'pickup' ? { ...column, valueFormatter: (value: Date) => dateFormat.format(value) } : column,
  );
}
// preview-end

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleKey>('frFR');
  const columns = React.useMemo(() => columnsFor(languageTags[locale]), [locale]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: LocaleKey | null) => value && setLocale(value)}
        aria-label="Grid locale"
        sx={{ mb: 1 }}
      >
        {Object.keys(locales).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={bakeryOrders}
          columns={columns}
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          // preview-start
          localeText={locales[locale].components.MuiDataGrid.defaultProps.localeText}
          // preview-end
        />
      </Box>
    </Box>
  );
}
