import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { productColumns, describeModel, type Product } from './products';
import { fetchProductPage } from './productServer';

export default function KeepSelectionAcrossServerPages() {
  const [keep, setKeep] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Product[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  React.useEffect(() => {
    let active = true;
    void fetchProductPage(paginationModel.page, paginationModel.pageSize).then((result) => {
      if (active) {
        setRows(result.rows);
        setRowCount(result.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // A new page is on its way: show the loading state until it arrives.
  const changePage = (model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="keepNonExistentRowsSelected"
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={productColumns}
          rowCount={rowCount}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={changePage}
          pageSizeOptions={[5]}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
        />
        {/* preview-end */}
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        rowSelectionModel: {describeModel(model)}
      </Typography>
    </Box>
  );
}
