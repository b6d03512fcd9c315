import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { productColumns, describeModel } from './products';
import { fetchProductPage, type ProductPage } from './productServer';

export default function KeepSelectionAcrossServerPages() {
  const [keep, setKeep] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  // The last answer of the server, with the request it answers. Until the answer to the
  // current request arrives, the grid shows its loading state over the previous page.
  const [served, setServed] = React.useState<{ request: GridPaginationModel; page: ProductPage } | null>(null);
  const loading = served?.request !== paginationModel;

  React.useEffect(() => {
    let outdated = false;
    const load = async () => {
      const page = await fetchProductPage(paginationModel.page, paginationModel.pageSize);
      if (!outdated) {
        setServed({ request: paginationModel, page });
      }
    };
    void load();
    return () => {
      outdated = true;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="keepNonExistentRowsSelected"
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={served?.page.rows ?? []}
          columns={productColumns}
          rowCount={served?.page.rowCount ?? 0}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
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
