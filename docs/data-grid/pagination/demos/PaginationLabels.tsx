import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridLocaleText } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { fewShipments, shipmentColumns } from './shipments';

type Wording = 'default' | 'parcels' | 'portuguese';

// preview-start
const parcelsText: Partial<GridLocaleText> = {
  paginationRowsPerPage: 'Parcels per page:',
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    if (count !== -1) {
      return `Parcels ${from} to ${to} of ${count}`;
    }
    return estimated ? `Parcels ${from} to ${to} of about ${estimated}` : `Parcels ${from} to ${to}`;
  },
};

// The shipped Brazilian Portuguese locale leaves `paginationDisplayedRows`
// out in this version, so the range would stay in English: add it.
const portugueseText: Partial<GridLocaleText> = {
  ...ptBR.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    if (count !== -1) {
      return `${from}–${to} de ${count}`;
    }
    return estimated && estimated > to ? `${from}–${to} de cerca de ${estimated}` : `${from}–${to} de mais de ${to}`;
  },
};
// preview-end

const texts: Record<Wording, Partial<GridLocaleText>> = {
  // No keys: every text keeps its default.
  default: {},
  parcels: parcelsText,
  portuguese: portugueseText,
};

export default function PaginationLabels() {
  const [wording, setWording] = React.useState<Wording>('parcels');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={wording}
        onChange={(_, value: Wording | null) => value && setWording(value)}
        aria-label="Wording of the pagination labels"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="parcels">Parcels</ToggleButton>
        <ToggleButton value="portuguese">ptBR + range</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={fewShipments}
          columns={shipmentColumns}
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          localeText={texts[wording]}
        />
      </Box>
    </Box>
  );
}
