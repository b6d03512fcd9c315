import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridColumnVisibilityModel, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function HideGroupedColumnsControlled() {
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['region', 'stage']);
  const [hiddenByReader, setHiddenByReader] = React.useState<GridColumnVisibilityModel>({});

  // preview-start
  // The grouped columns are hidden on top of whatever the reader hid in the columns panel.
  const columnVisibilityModel = React.useMemo(() => {
    const model = { ...hiddenByReader };
    rowGroupingModel.forEach((field) => {
      model[field] = false;
    });
    return model;
  }, [hiddenByReader, rowGroupingModel]);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => {
            // Remember only the reader's own choices, not the grouped columns.
            const own = { ...model };
            rowGroupingModel.forEach((field) => {
              delete own[field];
            });
            setHiddenByReader(own);
          }}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        columnVisibilityModel = {JSON.stringify(columnVisibilityModel)}
      </Box>
    </Stack>
  );
}
