import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridLogicOperator, type GridFilterModel } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function QuickFilterLogicOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['coffee', 'harbor'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.quickFilterLogicOperator}
        // preview-start
        onChange={(_, operator: GridLogicOperator | null) =>
          operator && setFilterModel((model) => ({ ...model, quickFilterLogicOperator: operator }))
        }
        // preview-end
        aria-label="quickFilterLogicOperator"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And} sx={{ textTransform: 'none' }}>
          and: every value
        </ToggleButton>
        <ToggleButton value={GridLogicOperator.Or} sx={{ textTransform: 'none' }}>
          or: any value
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
