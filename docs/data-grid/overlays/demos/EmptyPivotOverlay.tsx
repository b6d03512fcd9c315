import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridOverlay, type GridPivotModel } from '@mui/x-data-grid-premium';
import { loanColumns, loans } from './loans';

// preview-start
function ChooseFields() {
  return (
    <GridOverlay sx={{ px: 2, textAlign: 'center' }}>
      <Typography variant="body2">
        Drag <strong>Borrower</strong> to Rows and <strong>Status</strong> to Columns in the pivot panel to count the
        loans.
      </Typography>
    </GridOverlay>
  );
}
// preview-end

const customSlots = { emptyPivotOverlay: ChooseFields };
const defaultSlots = {};

const emptyPivotModel: GridPivotModel = { rows: [], columns: [], values: [] };

export default function EmptyPivotOverlay() {
  const [custom, setCustom] = React.useState(true);
  const [pivotActive, setPivotActive] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="pivotActive"
        sx={{ mb: 1 }}
      />
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Use a custom emptyPivotOverlay"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={loans}
          columns={loanColumns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          initialState={{ pivoting: { model: emptyPivotModel } }}
          slots={custom ? customSlots : defaultSlots}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
