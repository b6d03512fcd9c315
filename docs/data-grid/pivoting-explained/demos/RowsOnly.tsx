import type { GridPivotModel } from '@mui/x-data-grid-premium';
import { PivotStep } from './pivotStep';

// preview-start
const model: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [],
  values: [],
};
// preview-end

export default function RowsOnly() {
  return <PivotStep model={model} height={150} />;
}
