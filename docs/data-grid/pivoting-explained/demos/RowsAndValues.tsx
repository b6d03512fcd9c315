import type { GridPivotModel } from '@mui/x-data-grid-premium';
import { PivotStep } from './pivotStep';

// preview-start
const model: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [],
  values: [{ field: 'sold', aggFunc: 'sum' }],
};
// preview-end

export default function RowsAndValues() {
  return <PivotStep model={model} height={170} />;
}
