import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridLogicOperator, type GridFilterModel } from '@mui/x-data-grid-pro';
import { shipmentColumns, shipments } from './shipments';

const startModel: GridFilterModel = {
  items: [
    { id: 1, field: 'carrier', operator: 'is', value: 'Nordic Rail' },
    { id: 2, field: 'status', operator: 'not', value: 'Delivered' },
  ],
  logicOperator: GridLogicOperator.And,
};

export default function FilterPanelButtons() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(startModel);
  const [noAddButton, setNoAddButton] = React.useState(false);
  const [noRemoveAllButton, setNoRemoveAllButton] = React.useState(false);
  const [singleItem, setSingleItem] = React.useState(false);

  const handleSingleItem = (checked: boolean) => {
    // With disableMultipleColumnsFiltering, the model may hold one item only:
    // trim it in the same update, or the grid logs an error and drops the rest itself.
    if (checked) {
      setFilterModel((model) => ({ ...model, items: model.items.slice(0, 1) }));
    }
    setSingleItem(checked);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={noAddButton} onChange={(event) => setNoAddButton(event.target.checked)} />}
          label="disableAddFilterButton"
        />
        <FormControlLabel
          control={
            <Switch checked={noRemoveAllButton} onChange={(event) => setNoRemoveAllButton(event.target.checked)} />
          }
          label="disableRemoveAllButton"
        />
        <FormControlLabel
          control={<Switch checked={singleItem} onChange={(event) => handleSingleItem(event.target.checked)} />}
          label="disableMultipleColumnsFiltering"
        />
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={shipments}
          columns={shipmentColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
          // preview-start
          disableMultipleColumnsFiltering={singleItem}
          slotProps={{
            filterPanel: {
              disableAddFilterButton: noAddButton,
              disableRemoveAllButton: noRemoveAllButton,
            },
          }}
          // preview-end
        />
      </Box>
    </Box>
  );
}
