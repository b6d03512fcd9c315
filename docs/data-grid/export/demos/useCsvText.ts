import * as React from 'react';
import type { GridApi, GridCsvExportOptions } from '@mui/x-data-grid';

/**
 * Returns what `apiRef.current.getDataAsCsv(options)` gives, computed again
 * after every change of the grid's state (sorting, filtering, selection…).
 * The demos of the export page show this text under their grid.
 * Change `refreshKey` to compute it again after a prop of the grid changed.
 */
export function useCsvText(
  apiRef: React.RefObject<GridApi | null>,
  options: GridCsvExportOptions,
  refreshKey?: unknown,
): string {
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => setCsv(api.getDataAsCsv(options));
    update();
    return api.subscribeEvent('stateChange', update);
  }, [apiRef, options, refreshKey]);

  return csv;
}
