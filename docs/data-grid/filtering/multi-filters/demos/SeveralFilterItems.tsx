import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridLogicOperator, type GridFilterModel } from '@mui/x-data-grid-pro';
import { shipmentColumns, shipments } from './shipments';

export default function SeveralFilterItems() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'status', operator: 'isAnyOf', value: ['In transit', 'Delayed'] },
      { id: 2, field: 'weightKg', operator: '>', value: 1000 },
    ],
    logicOperator: GridLogicOperator.And,
  });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_, operator: GridLogicOperator | null) =>
          operator && setFilterModel((model) => ({ ...model, logicOperator: operator }))
        }
        aria-label="logicOperator"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And} sx={{ textTransform: 'none' }}>
          and: every item
        </ToggleButton>
        <ToggleButton value={GridLogicOperator.Or} sx={{ textTransform: 'none' }}>
          or: any item
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={shipments}
          columns={shipmentColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
