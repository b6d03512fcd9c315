import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import { orderColumns, orders, type Order } from './orders';

const STEPS = ['Placed', 'Packed', 'Shipped', 'Delivered'];
// How far each order has got: the index of its last completed step.
const PROGRESS: Record<number, number> = { 3101: 3, 3102: 3, 3104: 2, 3105: 0 };

// preview-start
// Read-only content: the panel shows where the order is, the row keeps the actions.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.items.length > 0 ? (
    <Box sx={{ py: 2, px: 4 }}>
      <Stepper activeStep={(PROGRESS[row.id] ?? 0) + 1} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  ) : null;
// preview-end

export default function DeliveryStepsPanel() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{ detailPanel: { expandedRowIds: new Set([3104]) } }}
        hideFooter
      />
    </Box>
  );
}
