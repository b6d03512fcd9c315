import type { GridPivotModel } from '@mui/x-data-grid-premium';
import { PivotStep } from './pivotStep';

// preview-start
const model: GridPivotModel = {
  rows: [{ field: 'shop' }, { field: 'item' }],
  columns: [{ field: 'day' }],
  values: [{ field: 'sold', aggFunc: 'sum' }],
};
// preview-end

export default function SecondRowLevel() {
  return <PivotStep model={model} height={340} expandDepth={1} />;
}
