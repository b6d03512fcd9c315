import * as React from 'react';
import { gridExpandedSortedRowIdsSelector, type GridApiPro } from '@mui/x-data-grid-pro';

/**
 * In list view (8.13.1) no element of the grid is in the tab order until a row is clicked:
 * the column header that normally holds the tab stop is not rendered. This hook hands the
 * tab stop to the list cell of the first row, so Tab reaches the list.
 */
export function useListTabStop(apiRef: React.RefObject<GridApiPro | null>, listView: boolean, field: string) {
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api || !listView || api.state.tabIndex.cell) {
      return;
    }
    const firstId = gridExpandedSortedRowIdsSelector(apiRef)[0];
    if (firstId === undefined) {
      return;
    }
    api.setState((state) => ({
      ...state,
      tabIndex: { ...state.tabIndex, cell: { id: firstId, field }, columnHeader: null },
    }));
  }, [apiRef, listView, field]);
}
