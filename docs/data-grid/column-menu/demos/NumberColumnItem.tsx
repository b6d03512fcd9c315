import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { bookColumns, books } from './books';

const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

// preview-start
interface SummaryItemProps extends GridColumnMenuItemProps {
  onSummary: (summary: string) => void;
}

function SummaryItem(props: SummaryItemProps) {
  const { colDef, onClick, onSummary } = props;
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLLIElement>) => {
    // The rows that pass the current filter, read when the item is chosen.
    const values = gridFilteredSortedRowIdsSelector(apiRef)
      .map((id) => apiRef.current.getCellValue<unknown>(id, colDef.field))
      .filter((value): value is number => typeof value === 'number');
    const name = colDef.headerName ?? colDef.field;
    if (values.length === 0) {
      onSummary(`${name}: no rows to summarise.`);
    } else {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      onSummary(
        `${name} over ${values.length} rows: lowest ${decimal.format(Math.min(...values))}, ` +
          `highest ${decimal.format(Math.max(...values))}, mean ${decimal.format(mean)}.`,
      );
    }
    onClick(event);
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Summarise column</ListItemText>
    </MenuItem>
  );
}

function NumbersAwareMenu(props: GridColumnMenuProps) {
  // Decide per column: a `null` slot leaves no item and no stray divider.
  const isNumber = props.colDef.type === 'number';
  return <GridColumnMenu {...props} slots={{ columnMenuSummaryItem: isNumber ? SummaryItem : null }} />;
}
// preview-end

export default function NumberColumnItem() {
  const [summary, setSummary] = React.useState('Open the menu of a number column: Pages, Price or Stock.');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={books}
          columns={bookColumns}
          slots={{ columnMenu: NumbersAwareMenu }}
          slotProps={{
            columnMenu: { slotProps: { columnMenuSummaryItem: { displayOrder: 25, onSummary: setSummary } } },
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
